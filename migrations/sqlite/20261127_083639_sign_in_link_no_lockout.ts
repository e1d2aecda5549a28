import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`sign_in_link_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`sign_in_link_expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`users_sign_in_link_hash_idx\` ON \`users\` (\`sign_in_link_hash\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_sign_in_link_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`sign_in_link_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`sign_in_link_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`lock_until\` text;`)
}
