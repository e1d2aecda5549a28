import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { copyBackFromEnglish, copyIntoEnglish } from '../localize-content-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`posts_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reading_texts_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reading_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reading_texts_locales_locale_parent_id_unique\` ON \`reading_texts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_locales\` (
  	\`city\` text NOT NULL,
  	\`quote\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_locales_locale_parent_id_unique\` ON \`testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`astrologers_locales\` (
  	\`specialty\` text NOT NULL,
  	\`bio\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`astrologers_locales_locale_parent_id_unique\` ON \`astrologers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tiers_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tiers_locales_locale_parent_id_unique\` ON \`tiers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`tagline\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`footer_blurb\` text NOT NULL,
  	\`claims_users\` text NOT NULL,
  	\`claims_encryption\` text NOT NULL,
  	\`claims_updates\` text NOT NULL,
  	\`claims_ios_minimum\` text NOT NULL,
  	\`claims_android_minimum\` text NOT NULL,
  	\`newsletter_heading\` text NOT NULL,
  	\`newsletter_body\` text NOT NULL,
  	\`newsletter_success_title\` text NOT NULL,
  	\`newsletter_success_body\` text NOT NULL,
  	\`blog_heading\` text NOT NULL,
  	\`blog_intro\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_features_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_features_locales_locale_parent_id_unique\` ON \`landing_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_locales\` (
  	\`features_heading\` text NOT NULL,
  	\`features_intro\` text NOT NULL,
  	\`hero_eyebrow\` text NOT NULL,
  	\`hero_heading\` text NOT NULL,
  	\`hero_subheading\` text NOT NULL,
  	\`hero_primary_cta\` text NOT NULL,
  	\`hero_secondary_cta\` text NOT NULL,
  	\`app_heading\` text NOT NULL,
  	\`app_body\` text NOT NULL,
  	\`cta_heading\` text NOT NULL,
  	\`cta_body\` text NOT NULL,
  	\`cta_button\` text NOT NULL,
  	\`blog_heading\` text NOT NULL,
  	\`faq_heading\` text NOT NULL,
  	\`testimonials_heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_locales_locale_parent_id_unique\` ON \`landing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text NOT NULL,
  	\`free_name\` text NOT NULL,
  	\`free_price\` text NOT NULL,
  	\`free_button\` text NOT NULL,
  	\`sketch_heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pricing_page_locales_locale_parent_id_unique\` ON \`pricing_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`posts_hindi_version_idx\` ON \`posts\` (\`hindi_version\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_hindi_version_idx\` ON \`_posts_v\` (\`version_hindi_version\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`pages_hindi_version_idx\` ON \`pages\` (\`hindi_version\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_hindi_version_idx\` ON \`_pages_v\` (\`version_hindi_version\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`media_hindi_version_idx\` ON \`media\` (\`hindi_version\`);`)
  await db.run(sql`ALTER TABLE \`reading_texts\` ADD \`hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`reading_texts_hindi_version_idx\` ON \`reading_texts\` (\`hindi_version\`);`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`faqs_hindi_version_idx\` ON \`faqs\` (\`hindi_version\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`testimonials_hindi_version_idx\` ON \`testimonials\` (\`hindi_version\`);`)
  await db.run(sql`ALTER TABLE \`astrologers\` ADD \`hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`astrologers_hindi_version_idx\` ON \`astrologers\` (\`hindi_version\`);`)
  await db.run(sql`ALTER TABLE \`astrologers_texts\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`astrologers_texts_locale_parent\` ON \`astrologers_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`tiers_features\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`tiers_features_locale_idx\` ON \`tiers_features\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`tiers\` ADD \`hindi_version\` text DEFAULT 'missing';`)
  await db.run(sql`CREATE INDEX \`tiers_hindi_version_idx\` ON \`tiers\` (\`hindi_version\`);`)
  await db.run(sql`ALTER TABLE \`landing_app_bullets\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`landing_app_bullets_locale_idx\` ON \`landing_app_bullets\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pricing_page_free_features\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pricing_page_free_features_locale_idx\` ON \`pricing_page_free_features\` (\`_locale\`);`)
  // Every text written before localization becomes the English version (ADR 058); only then are the old columns dropped.
  for (const statement of copyIntoEnglish()) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_excerpt\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_search_text\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`reading_texts\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`quote\`;`)
  await db.run(sql`ALTER TABLE \`astrologers\` DROP COLUMN \`specialty\`;`)
  await db.run(sql`ALTER TABLE \`astrologers\` DROP COLUMN \`bio\`;`)
  await db.run(sql`ALTER TABLE \`tiers\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tagline\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`country\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_blurb\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`claims_users\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`claims_encryption\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`claims_updates\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`claims_ios_minimum\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`claims_android_minimum\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_heading\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_body\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_success_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`newsletter_success_body\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`blog_heading\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`blog_intro\`;`)
  await db.run(sql`ALTER TABLE \`landing_features\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`landing_features\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`features_heading\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`features_intro\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`hero_eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`hero_heading\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`hero_subheading\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`hero_primary_cta\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`hero_secondary_cta\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`app_heading\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`app_body\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`cta_heading\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`cta_body\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`cta_button\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`blog_heading\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`faq_heading\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`testimonials_heading\`;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` DROP COLUMN \`free_name\`;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` DROP COLUMN \`free_price\`;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` DROP COLUMN \`free_button\`;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` DROP COLUMN \`sketch_heading\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The old columns come back empty, take the English text, and only then do the locale tables go.
  await db.run(sql`ALTER TABLE \`posts\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_search_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt\` text;`)
  await db.run(sql`ALTER TABLE \`reading_texts\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`question\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`answer\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`city\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`quote\` text;`)
  await db.run(sql`ALTER TABLE \`astrologers\` ADD \`specialty\` text;`)
  await db.run(sql`ALTER TABLE \`astrologers\` ADD \`bio\` text;`)
  await db.run(sql`ALTER TABLE \`tiers\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tagline\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`country\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_blurb\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`claims_users\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`claims_encryption\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`claims_updates\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`claims_ios_minimum\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`claims_android_minimum\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_heading\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_body\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_success_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`newsletter_success_body\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`blog_heading\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`blog_intro\` text;`)
  await db.run(sql`ALTER TABLE \`landing_features\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`landing_features\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`features_heading\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`features_intro\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`hero_eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`hero_heading\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`hero_subheading\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`hero_primary_cta\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`hero_secondary_cta\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`app_heading\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`app_body\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`cta_heading\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`cta_body\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`cta_button\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`blog_heading\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`faq_heading\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` ADD \`testimonials_heading\` text;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` ADD \`free_name\` text;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` ADD \`free_price\` text;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` ADD \`free_button\` text;`)
  await db.run(sql`ALTER TABLE \`pricing_page\` ADD \`sketch_heading\` text;`)
  for (const statement of copyBackFromEnglish()) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`reading_texts_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`astrologers_locales\`;`)
  await db.run(sql`DROP TABLE \`tiers_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`landing_features_locales\`;`)
  await db.run(sql`DROP TABLE \`landing_locales\`;`)
  await db.run(sql`DROP TABLE \`pricing_page_locales\`;`)
  await db.run(sql`DROP INDEX \`posts_hindi_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`hindi_version\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_version_hindi_version_idx\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_hindi_version\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_hindi_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hindi_version\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_hindi_version_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hindi_version\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`media_hindi_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`hindi_version\`;`)
  await db.run(sql`DROP INDEX \`reading_texts_hindi_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`reading_texts\` DROP COLUMN \`hindi_version\`;`)
  await db.run(sql`DROP INDEX \`faqs_hindi_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`hindi_version\`;`)
  await db.run(sql`DROP INDEX \`testimonials_hindi_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`hindi_version\`;`)
  await db.run(sql`DROP INDEX \`astrologers_hindi_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`astrologers\` DROP COLUMN \`hindi_version\`;`)
  await db.run(sql`DROP INDEX \`astrologers_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`astrologers_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`tiers_features_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`tiers_features\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`tiers_hindi_version_idx\`;`)
  await db.run(sql`ALTER TABLE \`tiers\` DROP COLUMN \`hindi_version\`;`)
  await db.run(sql`DROP INDEX \`landing_app_bullets_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`landing_app_bullets\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pricing_page_free_features_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pricing_page_free_features\` DROP COLUMN \`_locale\`;`)
}
