import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'sign-horoscope';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "reading_texts" WHERE "section" = 'sign-horoscope';
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_reading_texts_section";
  CREATE TYPE "public"."enum_reading_texts_section" AS ENUM('overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice', 'affirmation', 'life-path', 'career-prediction', 'financial-outlook', 'opportunity', 'recommendation', 'timing', 'life-challenge', 'compatibility-strength', 'growth-area', 'crush-insight', 'love-advice', 'finance-advice', 'numerology-destiny', 'numerology-soul-urge', 'numerology-personality', 'numerology-birthday', 'numerology-strengths', 'numerology-challenges', 'personal-year', 'personal-month', 'personal-day');
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE "public"."enum_reading_texts_section" USING "section"::"public"."enum_reading_texts_section";`)
}
