import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`consultations\` ADD \`open_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_open_key_idx\` ON \`consultations\` (\`open_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`consultations_open_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`consultations\` DROP COLUMN \`open_key\`;`)
}
