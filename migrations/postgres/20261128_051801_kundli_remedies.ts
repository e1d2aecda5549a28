import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'remedy-mantra';
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'remedy-gemstone';
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'remedy-charity';
  ALTER TYPE "public"."enum_reading_texts_applies_to" ADD VALUE 'planet';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "reading_texts" WHERE "section" IN ('remedy-mantra', 'remedy-gemstone', 'remedy-charity') OR "applies_to" = 'planet';
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_reading_texts_section";
  CREATE TYPE "public"."enum_reading_texts_section" AS ENUM('overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice', 'affirmation', 'life-path', 'career-prediction', 'financial-outlook', 'opportunity', 'recommendation', 'timing', 'life-challenge', 'compatibility-strength', 'growth-area', 'crush-insight', 'love-advice', 'finance-advice', 'numerology-destiny', 'numerology-soul-urge', 'numerology-personality', 'numerology-birthday', 'numerology-strengths', 'numerology-challenges', 'personal-year', 'personal-month', 'personal-day', 'sign-horoscope');
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE "public"."enum_reading_texts_section" USING "section"::"public"."enum_reading_texts_section";
  ALTER TABLE "reading_texts" ALTER COLUMN "applies_to" SET DATA TYPE text;
  ALTER TABLE "reading_texts" ALTER COLUMN "applies_to" SET DEFAULT 'general'::text;
  DROP TYPE "public"."enum_reading_texts_applies_to";
  CREATE TYPE "public"."enum_reading_texts_applies_to" AS ENUM('general', 'sign', 'nakshatra', 'number', 'band', 'koota', 'factor');
  ALTER TABLE "reading_texts" ALTER COLUMN "applies_to" SET DEFAULT 'general'::"public"."enum_reading_texts_applies_to";
  ALTER TABLE "reading_texts" ALTER COLUMN "applies_to" SET DATA TYPE "public"."enum_reading_texts_applies_to" USING "applies_to"::"public"."enum_reading_texts_applies_to";`)
}
