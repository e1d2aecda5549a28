import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_posts_hindi_version" ADD VALUE 'stale' BEFORE 'done';
  ALTER TYPE "public"."enum__posts_v_version_hindi_version" ADD VALUE 'stale' BEFORE 'done';
  ALTER TYPE "public"."enum_pages_hindi_version" ADD VALUE 'stale' BEFORE 'done';
  ALTER TYPE "public"."enum__pages_v_version_hindi_version" ADD VALUE 'stale' BEFORE 'done';
  ALTER TYPE "public"."enum_media_hindi_version" ADD VALUE 'stale' BEFORE 'done';
  ALTER TYPE "public"."enum_reading_texts_hindi_version" ADD VALUE 'stale' BEFORE 'done';
  ALTER TYPE "public"."enum_faqs_hindi_version" ADD VALUE 'stale' BEFORE 'done';
  ALTER TYPE "public"."enum_testimonials_hindi_version" ADD VALUE 'stale' BEFORE 'done';
  ALTER TYPE "public"."enum_astrologers_hindi_version" ADD VALUE 'stale' BEFORE 'done';
  ALTER TYPE "public"."enum_tiers_hindi_version" ADD VALUE 'stale' BEFORE 'done';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ALTER COLUMN "hindi_version" SET DATA TYPE text;
  ALTER TABLE "posts" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum_posts_hindi_version";
  CREATE TYPE "public"."enum_posts_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "posts" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::"public"."enum_posts_hindi_version";
  ALTER TABLE "posts" ALTER COLUMN "hindi_version" SET DATA TYPE "public"."enum_posts_hindi_version" USING "hindi_version"::"public"."enum_posts_hindi_version";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_hindi_version" SET DATA TYPE text;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum__posts_v_version_hindi_version";
  CREATE TYPE "public"."enum__posts_v_version_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "_posts_v" ALTER COLUMN "version_hindi_version" SET DEFAULT 'missing'::"public"."enum__posts_v_version_hindi_version";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_hindi_version" SET DATA TYPE "public"."enum__posts_v_version_hindi_version" USING "version_hindi_version"::"public"."enum__posts_v_version_hindi_version";
  ALTER TABLE "pages" ALTER COLUMN "hindi_version" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum_pages_hindi_version";
  CREATE TYPE "public"."enum_pages_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "pages" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::"public"."enum_pages_hindi_version";
  ALTER TABLE "pages" ALTER COLUMN "hindi_version" SET DATA TYPE "public"."enum_pages_hindi_version" USING "hindi_version"::"public"."enum_pages_hindi_version";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hindi_version" SET DATA TYPE text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum__pages_v_version_hindi_version";
  CREATE TYPE "public"."enum__pages_v_version_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hindi_version" SET DEFAULT 'missing'::"public"."enum__pages_v_version_hindi_version";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hindi_version" SET DATA TYPE "public"."enum__pages_v_version_hindi_version" USING "version_hindi_version"::"public"."enum__pages_v_version_hindi_version";
  ALTER TABLE "media" ALTER COLUMN "hindi_version" SET DATA TYPE text;
  ALTER TABLE "media" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum_media_hindi_version";
  CREATE TYPE "public"."enum_media_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "media" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::"public"."enum_media_hindi_version";
  ALTER TABLE "media" ALTER COLUMN "hindi_version" SET DATA TYPE "public"."enum_media_hindi_version" USING "hindi_version"::"public"."enum_media_hindi_version";
  ALTER TABLE "reading_texts" ALTER COLUMN "hindi_version" SET DATA TYPE text;
  ALTER TABLE "reading_texts" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum_reading_texts_hindi_version";
  CREATE TYPE "public"."enum_reading_texts_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "reading_texts" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::"public"."enum_reading_texts_hindi_version";
  ALTER TABLE "reading_texts" ALTER COLUMN "hindi_version" SET DATA TYPE "public"."enum_reading_texts_hindi_version" USING "hindi_version"::"public"."enum_reading_texts_hindi_version";
  ALTER TABLE "faqs" ALTER COLUMN "hindi_version" SET DATA TYPE text;
  ALTER TABLE "faqs" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum_faqs_hindi_version";
  CREATE TYPE "public"."enum_faqs_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "faqs" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::"public"."enum_faqs_hindi_version";
  ALTER TABLE "faqs" ALTER COLUMN "hindi_version" SET DATA TYPE "public"."enum_faqs_hindi_version" USING "hindi_version"::"public"."enum_faqs_hindi_version";
  ALTER TABLE "testimonials" ALTER COLUMN "hindi_version" SET DATA TYPE text;
  ALTER TABLE "testimonials" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum_testimonials_hindi_version";
  CREATE TYPE "public"."enum_testimonials_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "testimonials" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::"public"."enum_testimonials_hindi_version";
  ALTER TABLE "testimonials" ALTER COLUMN "hindi_version" SET DATA TYPE "public"."enum_testimonials_hindi_version" USING "hindi_version"::"public"."enum_testimonials_hindi_version";
  ALTER TABLE "astrologers" ALTER COLUMN "hindi_version" SET DATA TYPE text;
  ALTER TABLE "astrologers" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum_astrologers_hindi_version";
  CREATE TYPE "public"."enum_astrologers_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "astrologers" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::"public"."enum_astrologers_hindi_version";
  ALTER TABLE "astrologers" ALTER COLUMN "hindi_version" SET DATA TYPE "public"."enum_astrologers_hindi_version" USING "hindi_version"::"public"."enum_astrologers_hindi_version";
  ALTER TABLE "tiers" ALTER COLUMN "hindi_version" SET DATA TYPE text;
  ALTER TABLE "tiers" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::text;
  DROP TYPE "public"."enum_tiers_hindi_version";
  CREATE TYPE "public"."enum_tiers_hindi_version" AS ENUM('missing', 'done');
  ALTER TABLE "tiers" ALTER COLUMN "hindi_version" SET DEFAULT 'missing'::"public"."enum_tiers_hindi_version";
  ALTER TABLE "tiers" ALTER COLUMN "hindi_version" SET DATA TYPE "public"."enum_tiers_hindi_version" USING "hindi_version"::"public"."enum_tiers_hindi_version";`)
}
