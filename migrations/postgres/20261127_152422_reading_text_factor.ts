import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reading_texts_applies_to" ADD VALUE 'factor';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reading_texts" ALTER COLUMN "applies_to" SET DATA TYPE text;
  ALTER TABLE "reading_texts" ALTER COLUMN "applies_to" SET DEFAULT 'general'::text;
  DROP TYPE "public"."enum_reading_texts_applies_to";
  CREATE TYPE "public"."enum_reading_texts_applies_to" AS ENUM('general', 'sign', 'nakshatra', 'number', 'band', 'koota');
  ALTER TABLE "reading_texts" ALTER COLUMN "applies_to" SET DEFAULT 'general'::"public"."enum_reading_texts_applies_to";
  ALTER TABLE "reading_texts" ALTER COLUMN "applies_to" SET DATA TYPE "public"."enum_reading_texts_applies_to" USING "applies_to"::"public"."enum_reading_texts_applies_to";`)
}
