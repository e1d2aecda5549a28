import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "apps_app_store_url";
  ALTER TABLE "site_settings" DROP COLUMN "apps_play_store_url";
  ALTER TABLE "site_settings" DROP COLUMN "apps_apk_url";
  ALTER TABLE "site_settings_locales" DROP COLUMN "claims_ios_minimum";
  ALTER TABLE "site_settings_locales" DROP COLUMN "claims_android_minimum";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "apps_app_store_url" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "apps_play_store_url" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "apps_apk_url" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "site_settings_locales" ADD COLUMN "claims_ios_minimum" varchar DEFAULT '' NOT NULL;
  ALTER TABLE "site_settings_locales" ADD COLUMN "claims_android_minimum" varchar DEFAULT '' NOT NULL;`)
}
