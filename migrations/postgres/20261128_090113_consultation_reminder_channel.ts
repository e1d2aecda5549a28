import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_daily_nudges_reminders" AS ENUM('email', 'push', 'both', 'none');
  ALTER TABLE "daily_nudges" ADD COLUMN "reminders" "enum_daily_nudges_reminders" DEFAULT 'email' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "daily_nudges" DROP COLUMN "reminders";
  DROP TYPE "public"."enum_daily_nudges_reminders";`)
}
