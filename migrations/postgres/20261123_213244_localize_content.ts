import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { copyBackFromEnglish, copyIntoEnglish } from '../localize-content-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_posts_hindi_version" AS ENUM('missing', 'done');
  CREATE TYPE "public"."enum__posts_v_version_hindi_version" AS ENUM('missing', 'done');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_pages_hindi_version" AS ENUM('missing', 'done');
  CREATE TYPE "public"."enum__pages_v_version_hindi_version" AS ENUM('missing', 'done');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_media_hindi_version" AS ENUM('missing', 'done');
  CREATE TYPE "public"."enum_reading_texts_hindi_version" AS ENUM('missing', 'done');
  CREATE TYPE "public"."enum_faqs_hindi_version" AS ENUM('missing', 'done');
  CREATE TYPE "public"."enum_testimonials_hindi_version" AS ENUM('missing', 'done');
  CREATE TYPE "public"."enum_astrologers_hindi_version" AS ENUM('missing', 'done');
  CREATE TYPE "public"."enum_tiers_hindi_version" AS ENUM('missing', 'done');
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reading_texts_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"city" varchar NOT NULL,
  	"quote" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "astrologers_locales" (
  	"specialty" varchar NOT NULL,
  	"bio" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tiers_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"footer_blurb" varchar NOT NULL,
  	"claims_users" varchar NOT NULL,
  	"claims_encryption" varchar NOT NULL,
  	"claims_updates" varchar NOT NULL,
  	"claims_ios_minimum" varchar NOT NULL,
  	"claims_android_minimum" varchar NOT NULL,
  	"newsletter_heading" varchar NOT NULL,
  	"newsletter_body" varchar NOT NULL,
  	"newsletter_success_title" varchar NOT NULL,
  	"newsletter_success_body" varchar NOT NULL,
  	"blog_heading" varchar NOT NULL,
  	"blog_intro" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "landing_features_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_locales" (
  	"features_heading" varchar NOT NULL,
  	"features_intro" varchar NOT NULL,
  	"hero_eyebrow" varchar NOT NULL,
  	"hero_heading" varchar NOT NULL,
  	"hero_subheading" varchar NOT NULL,
  	"hero_primary_cta" varchar NOT NULL,
  	"hero_secondary_cta" varchar NOT NULL,
  	"app_heading" varchar NOT NULL,
  	"app_body" varchar NOT NULL,
  	"cta_heading" varchar NOT NULL,
  	"cta_body" varchar NOT NULL,
  	"cta_button" varchar NOT NULL,
  	"blog_heading" varchar NOT NULL,
  	"faq_heading" varchar NOT NULL,
  	"testimonials_heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pricing_page_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar NOT NULL,
  	"free_name" varchar NOT NULL,
  	"free_price" varchar NOT NULL,
  	"free_button" varchar NOT NULL,
  	"sketch_heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "posts" ADD COLUMN "hindi_version" "enum_posts_hindi_version" DEFAULT 'missing';
  ALTER TABLE "_posts_v" ADD COLUMN "version_hindi_version" "enum__posts_v_version_hindi_version" DEFAULT 'missing';
  ALTER TABLE "_posts_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_posts_v" ADD COLUMN "published_locale" "enum__posts_v_published_locale";
  ALTER TABLE "pages" ADD COLUMN "hindi_version" "enum_pages_hindi_version" DEFAULT 'missing';
  ALTER TABLE "_pages_v" ADD COLUMN "version_hindi_version" "enum__pages_v_version_hindi_version" DEFAULT 'missing';
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "media" ADD COLUMN "hindi_version" "enum_media_hindi_version" DEFAULT 'missing';
  ALTER TABLE "reading_texts" ADD COLUMN "hindi_version" "enum_reading_texts_hindi_version" DEFAULT 'missing';
  ALTER TABLE "faqs" ADD COLUMN "hindi_version" "enum_faqs_hindi_version" DEFAULT 'missing';
  ALTER TABLE "testimonials" ADD COLUMN "hindi_version" "enum_testimonials_hindi_version" DEFAULT 'missing';
  ALTER TABLE "astrologers" ADD COLUMN "hindi_version" "enum_astrologers_hindi_version" DEFAULT 'missing';
  ALTER TABLE "astrologers_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "tiers_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "tiers" ADD COLUMN "hindi_version" "enum_tiers_hindi_version" DEFAULT 'missing';
  ALTER TABLE "landing_app_bullets" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pricing_page_free_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reading_texts_locales" ADD CONSTRAINT "reading_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reading_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "astrologers_locales" ADD CONSTRAINT "astrologers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tiers_locales" ADD CONSTRAINT "tiers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_features_locales" ADD CONSTRAINT "landing_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_locales" ADD CONSTRAINT "landing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_locales" ADD CONSTRAINT "pricing_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "reading_texts_locales_locale_parent_id_unique" ON "reading_texts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "astrologers_locales_locale_parent_id_unique" ON "astrologers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tiers_locales_locale_parent_id_unique" ON "tiers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_features_locales_locale_parent_id_unique" ON "landing_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_locales_locale_parent_id_unique" ON "landing_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pricing_page_locales_locale_parent_id_unique" ON "pricing_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_hindi_version_idx" ON "posts" USING btree ("hindi_version");
  CREATE INDEX "_posts_v_version_version_hindi_version_idx" ON "_posts_v" USING btree ("version_hindi_version");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "pages_hindi_version_idx" ON "pages" USING btree ("hindi_version");
  CREATE INDEX "_pages_v_version_version_hindi_version_idx" ON "_pages_v" USING btree ("version_hindi_version");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "media_hindi_version_idx" ON "media" USING btree ("hindi_version");
  CREATE INDEX "reading_texts_hindi_version_idx" ON "reading_texts" USING btree ("hindi_version");
  CREATE INDEX "faqs_hindi_version_idx" ON "faqs" USING btree ("hindi_version");
  CREATE INDEX "testimonials_hindi_version_idx" ON "testimonials" USING btree ("hindi_version");
  CREATE INDEX "astrologers_hindi_version_idx" ON "astrologers" USING btree ("hindi_version");
  CREATE INDEX "astrologers_texts_locale_parent" ON "astrologers_texts" USING btree ("locale","parent_id");
  CREATE INDEX "tiers_features_locale_idx" ON "tiers_features" USING btree ("_locale");
  CREATE INDEX "tiers_hindi_version_idx" ON "tiers" USING btree ("hindi_version");
  CREATE INDEX "landing_app_bullets_locale_idx" ON "landing_app_bullets" USING btree ("_locale");
  CREATE INDEX "pricing_page_free_features_locale_idx" ON "pricing_page_free_features" USING btree ("_locale");`)

  // Every text written before localization becomes the English version (ADR 058); only then are the old columns dropped.
  for (const statement of copyIntoEnglish()) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "tiers_features" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "landing_app_bullets" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pricing_page_free_features" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "posts" DROP COLUMN "title";
  ALTER TABLE "posts" DROP COLUMN "excerpt";
  ALTER TABLE "posts" DROP COLUMN "content";
  ALTER TABLE "posts" DROP COLUMN "search_text";
  ALTER TABLE "_posts_v" DROP COLUMN "version_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "_posts_v" DROP COLUMN "version_content";
  ALTER TABLE "_posts_v" DROP COLUMN "version_search_text";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "description";
  ALTER TABLE "pages" DROP COLUMN "content";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_content";
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "reading_texts" DROP COLUMN "text";
  ALTER TABLE "faqs" DROP COLUMN "question";
  ALTER TABLE "faqs" DROP COLUMN "answer";
  ALTER TABLE "testimonials" DROP COLUMN "city";
  ALTER TABLE "testimonials" DROP COLUMN "quote";
  ALTER TABLE "astrologers" DROP COLUMN "specialty";
  ALTER TABLE "astrologers" DROP COLUMN "bio";
  ALTER TABLE "tiers" DROP COLUMN "name";
  ALTER TABLE "site_settings" DROP COLUMN "tagline";
  ALTER TABLE "site_settings" DROP COLUMN "country";
  ALTER TABLE "site_settings" DROP COLUMN "footer_blurb";
  ALTER TABLE "site_settings" DROP COLUMN "claims_users";
  ALTER TABLE "site_settings" DROP COLUMN "claims_encryption";
  ALTER TABLE "site_settings" DROP COLUMN "claims_updates";
  ALTER TABLE "site_settings" DROP COLUMN "claims_ios_minimum";
  ALTER TABLE "site_settings" DROP COLUMN "claims_android_minimum";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_heading";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_body";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_success_title";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_success_body";
  ALTER TABLE "site_settings" DROP COLUMN "blog_heading";
  ALTER TABLE "site_settings" DROP COLUMN "blog_intro";
  ALTER TABLE "landing_features" DROP COLUMN "title";
  ALTER TABLE "landing_features" DROP COLUMN "body";
  ALTER TABLE "landing" DROP COLUMN "features_heading";
  ALTER TABLE "landing" DROP COLUMN "features_intro";
  ALTER TABLE "landing" DROP COLUMN "hero_eyebrow";
  ALTER TABLE "landing" DROP COLUMN "hero_heading";
  ALTER TABLE "landing" DROP COLUMN "hero_subheading";
  ALTER TABLE "landing" DROP COLUMN "hero_primary_cta";
  ALTER TABLE "landing" DROP COLUMN "hero_secondary_cta";
  ALTER TABLE "landing" DROP COLUMN "app_heading";
  ALTER TABLE "landing" DROP COLUMN "app_body";
  ALTER TABLE "landing" DROP COLUMN "cta_heading";
  ALTER TABLE "landing" DROP COLUMN "cta_body";
  ALTER TABLE "landing" DROP COLUMN "cta_button";
  ALTER TABLE "landing" DROP COLUMN "blog_heading";
  ALTER TABLE "landing" DROP COLUMN "faq_heading";
  ALTER TABLE "landing" DROP COLUMN "testimonials_heading";
  ALTER TABLE "pricing_page" DROP COLUMN "heading";
  ALTER TABLE "pricing_page" DROP COLUMN "intro";
  ALTER TABLE "pricing_page" DROP COLUMN "free_name";
  ALTER TABLE "pricing_page" DROP COLUMN "free_price";
  ALTER TABLE "pricing_page" DROP COLUMN "free_button";
  ALTER TABLE "pricing_page" DROP COLUMN "sketch_heading";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The old columns come back empty, take the English text, and only then do the locale tables go.
  await db.execute(sql`
  ALTER TABLE "posts" ADD COLUMN "title" varchar;
  ALTER TABLE "posts" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "posts" ADD COLUMN "content" jsonb;
  ALTER TABLE "posts" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "_posts_v" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "description" varchar;
  ALTER TABLE "pages" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "media" ADD COLUMN "alt" varchar;
  ALTER TABLE "reading_texts" ADD COLUMN "text" varchar;
  ALTER TABLE "faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "city" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "quote" varchar;
  ALTER TABLE "astrologers" ADD COLUMN "specialty" varchar;
  ALTER TABLE "astrologers" ADD COLUMN "bio" varchar;
  ALTER TABLE "tiers" ADD COLUMN "name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "tagline" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "country" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "footer_blurb" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "claims_users" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "claims_encryption" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "claims_updates" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "claims_ios_minimum" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "claims_android_minimum" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_heading" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_body" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_success_title" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_success_body" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "blog_heading" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "blog_intro" varchar;
  ALTER TABLE "landing_features" ADD COLUMN "title" varchar;
  ALTER TABLE "landing_features" ADD COLUMN "body" varchar;
  ALTER TABLE "landing" ADD COLUMN "features_heading" varchar;
  ALTER TABLE "landing" ADD COLUMN "features_intro" varchar;
  ALTER TABLE "landing" ADD COLUMN "hero_eyebrow" varchar;
  ALTER TABLE "landing" ADD COLUMN "hero_heading" varchar;
  ALTER TABLE "landing" ADD COLUMN "hero_subheading" varchar;
  ALTER TABLE "landing" ADD COLUMN "hero_primary_cta" varchar;
  ALTER TABLE "landing" ADD COLUMN "hero_secondary_cta" varchar;
  ALTER TABLE "landing" ADD COLUMN "app_heading" varchar;
  ALTER TABLE "landing" ADD COLUMN "app_body" varchar;
  ALTER TABLE "landing" ADD COLUMN "cta_heading" varchar;
  ALTER TABLE "landing" ADD COLUMN "cta_body" varchar;
  ALTER TABLE "landing" ADD COLUMN "cta_button" varchar;
  ALTER TABLE "landing" ADD COLUMN "blog_heading" varchar;
  ALTER TABLE "landing" ADD COLUMN "faq_heading" varchar;
  ALTER TABLE "landing" ADD COLUMN "testimonials_heading" varchar;
  ALTER TABLE "pricing_page" ADD COLUMN "heading" varchar;
  ALTER TABLE "pricing_page" ADD COLUMN "intro" varchar;
  ALTER TABLE "pricing_page" ADD COLUMN "free_name" varchar;
  ALTER TABLE "pricing_page" ADD COLUMN "free_price" varchar;
  ALTER TABLE "pricing_page" ADD COLUMN "free_button" varchar;
  ALTER TABLE "pricing_page" ADD COLUMN "sketch_heading" varchar;`)
  for (const statement of copyBackFromEnglish()) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reading_texts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "astrologers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tiers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_page_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "reading_texts_locales" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "astrologers_locales" CASCADE;
  DROP TABLE "tiers_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "landing_features_locales" CASCADE;
  DROP TABLE "landing_locales" CASCADE;
  DROP TABLE "pricing_page_locales" CASCADE;
  DROP INDEX "posts_hindi_version_idx";
  DROP INDEX "_posts_v_version_version_hindi_version_idx";
  DROP INDEX "_posts_v_snapshot_idx";
  DROP INDEX "_posts_v_published_locale_idx";
  DROP INDEX "pages_hindi_version_idx";
  DROP INDEX "_pages_v_version_version_hindi_version_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "media_hindi_version_idx";
  DROP INDEX "reading_texts_hindi_version_idx";
  DROP INDEX "faqs_hindi_version_idx";
  DROP INDEX "testimonials_hindi_version_idx";
  DROP INDEX "astrologers_hindi_version_idx";
  DROP INDEX "astrologers_texts_locale_parent";
  DROP INDEX "tiers_features_locale_idx";
  DROP INDEX "tiers_hindi_version_idx";
  DROP INDEX "landing_app_bullets_locale_idx";
  DROP INDEX "pricing_page_free_features_locale_idx";
  ALTER TABLE "posts" DROP COLUMN "hindi_version";
  ALTER TABLE "_posts_v" DROP COLUMN "version_hindi_version";
  ALTER TABLE "_posts_v" DROP COLUMN "snapshot";
  ALTER TABLE "_posts_v" DROP COLUMN "published_locale";
  ALTER TABLE "pages" DROP COLUMN "hindi_version";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hindi_version";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "media" DROP COLUMN "hindi_version";
  ALTER TABLE "reading_texts" DROP COLUMN "hindi_version";
  ALTER TABLE "faqs" DROP COLUMN "hindi_version";
  ALTER TABLE "testimonials" DROP COLUMN "hindi_version";
  ALTER TABLE "astrologers" DROP COLUMN "hindi_version";
  ALTER TABLE "astrologers_texts" DROP COLUMN "locale";
  ALTER TABLE "tiers_features" DROP COLUMN "_locale";
  ALTER TABLE "tiers" DROP COLUMN "hindi_version";
  ALTER TABLE "landing_app_bullets" DROP COLUMN "_locale";
  ALTER TABLE "pricing_page_free_features" DROP COLUMN "_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_posts_hindi_version";
  DROP TYPE "public"."enum__posts_v_version_hindi_version";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_pages_hindi_version";
  DROP TYPE "public"."enum__pages_v_version_hindi_version";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_media_hindi_version";
  DROP TYPE "public"."enum_reading_texts_hindi_version";
  DROP TYPE "public"."enum_faqs_hindi_version";
  DROP TYPE "public"."enum_testimonials_hindi_version";
  DROP TYPE "public"."enum_astrologers_hindi_version";
  DROP TYPE "public"."enum_tiers_hindi_version";`)
}
