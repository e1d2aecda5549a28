import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`apps_app_store_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`apps_play_store_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`apps_apk_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`claims_ios_minimum\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`claims_android_minimum\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`apps_app_store_url\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`apps_play_store_url\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`apps_apk_url\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`claims_ios_minimum\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`claims_android_minimum\` text DEFAULT '' NOT NULL;`)
}
