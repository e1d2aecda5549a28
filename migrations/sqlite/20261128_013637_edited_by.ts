import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_edited_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_edited_by\`;`)
}
