import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`life_career_analyses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`tz\` text NOT NULL,
  	\`round\` numeric DEFAULT 1 NOT NULL,
  	\`basis\` text NOT NULL,
  	\`facts\` text NOT NULL,
  	\`texts\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`life_career_analyses_user_idx\` ON \`life_career_analyses\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`life_career_analyses_updated_at_idx\` ON \`life_career_analyses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`life_career_analyses_created_at_idx\` ON \`life_career_analyses\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_date_2_idx\` ON \`life_career_analyses\` (\`user_id\`,\`date\`);`)
  await db.run(sql`CREATE TABLE \`love_forecasts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`tz\` text NOT NULL,
  	\`love_score\` numeric NOT NULL,
  	\`career_score\` numeric NOT NULL,
  	\`finance_score\` numeric NOT NULL,
  	\`lucky_love_time\` text NOT NULL,
  	\`reasons\` text NOT NULL,
  	\`advice\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`love_forecasts_user_idx\` ON \`love_forecasts\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`love_forecasts_updated_at_idx\` ON \`love_forecasts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`love_forecasts_created_at_idx\` ON \`love_forecasts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_date_3_idx\` ON \`love_forecasts\` (\`user_id\`,\`date\`);`)
  await db.run(sql`CREATE TABLE \`soulmate_readings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`generation_date\` text NOT NULL,
  	\`love_percentage\` numeric NOT NULL,
  	\`description\` text NOT NULL,
  	\`sketch_seed\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`soulmate_readings_user_idx\` ON \`soulmate_readings\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`soulmate_readings_updated_at_idx\` ON \`soulmate_readings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`soulmate_readings_created_at_idx\` ON \`soulmate_readings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`share_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`token\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`item_id\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`headline\` text NOT NULL,
  	\`score\` text NOT NULL,
  	\`score_label\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`share_links_user_idx\` ON \`share_links\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`share_links_token_idx\` ON \`share_links\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`share_links_updated_at_idx\` ON \`share_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`share_links_created_at_idx\` ON \`share_links\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_kind_itemId_locale_idx\` ON \`share_links\` (\`user_id\`,\`kind\`,\`item_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`crush_analyses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`crush_name\` text NOT NULL,
  	\`crush_birth_date\` text NOT NULL,
  	\`compatibility_score\` numeric NOT NULL,
  	\`band\` text NOT NULL,
  	\`analysis\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`crush_analyses_user_idx\` ON \`crush_analyses\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`crush_analyses_updated_at_idx\` ON \`crush_analyses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crush_analyses_created_at_idx\` ON \`crush_analyses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`daily_affirmations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`draw\` numeric DEFAULT 0 NOT NULL,
  	\`text\` text NOT NULL,
  	\`factors\` text NOT NULL,
  	\`is_favorite\` integer DEFAULT false NOT NULL,
  	\`favorited_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`daily_affirmations_user_idx\` ON \`daily_affirmations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`daily_affirmations_updated_at_idx\` ON \`daily_affirmations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`daily_affirmations_created_at_idx\` ON \`daily_affirmations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_date_draw_idx\` ON \`daily_affirmations\` (\`user_id\`,\`date\`,\`draw\`);`)
  await db.run(sql`CREATE TABLE \`journal_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`mood\` numeric DEFAULT 5 NOT NULL,
  	\`daily_events\` text NOT NULL,
  	\`prediction_accuracy\` text,
  	\`personal_notes\` text,
  	\`moon_phase\` text NOT NULL,
  	\`planetary_influences\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`journal_entries_user_idx\` ON \`journal_entries\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`journal_entries_updated_at_idx\` ON \`journal_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`journal_entries_created_at_idx\` ON \`journal_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_date_4_idx\` ON \`journal_entries\` (\`user_id\`,\`date\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_consultations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer,
  	\`summary\` text,
  	\`astrologer_id\` integer NOT NULL,
  	\`type\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`duration\` numeric DEFAULT 30 NOT NULL,
  	\`time_zone\` text DEFAULT 'Asia/Kolkata' NOT NULL,
  	\`notes\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`cancelled_by\` text,
  	\`price\` numeric,
  	\`reminder_sent_at\` text,
  	\`slot0\` text,
  	\`slot1\` text,
  	\`slot2\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`astrologer_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_consultations\`("id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "updated_at", "created_at") SELECT "id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "updated_at", "created_at" FROM \`consultations\`;`,
  )
  await db.run(sql`DROP TABLE \`consultations\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultations\` RENAME TO \`consultations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`consultations_user_idx\` ON \`consultations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_astrologer_idx\` ON \`consultations\` (\`astrologer_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_starts_at_idx\` ON \`consultations\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_status_idx\` ON \`consultations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot0_idx\` ON \`consultations\` (\`slot0\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot1_idx\` ON \`consultations\` (\`slot1\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot2_idx\` ON \`consultations\` (\`slot2\`);`)
  await db.run(sql`CREATE INDEX \`consultations_updated_at_idx\` ON \`consultations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_created_at_idx\` ON \`consultations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`life_career_analyses_id\` integer REFERENCES life_career_analyses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`love_forecasts_id\` integer REFERENCES love_forecasts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`soulmate_readings_id\` integer REFERENCES soulmate_readings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`share_links_id\` integer REFERENCES share_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crush_analyses_id\` integer REFERENCES crush_analyses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`daily_affirmations_id\` integer REFERENCES daily_affirmations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`journal_entries_id\` integer REFERENCES journal_entries(id);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_life_career_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`life_career_analyses_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_love_forecasts_id_idx\` ON \`payload_locked_documents_rels\` (\`love_forecasts_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_soulmate_readings_id_idx\` ON \`payload_locked_documents_rels\` (\`soulmate_readings_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_links_id_idx\` ON \`payload_locked_documents_rels\` (\`share_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crush_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`crush_analyses_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_daily_affirmations_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_affirmations_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journal_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`journal_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`life_career_analyses\`;`)
  await db.run(sql`DROP TABLE \`love_forecasts\`;`)
  await db.run(sql`DROP TABLE \`soulmate_readings\`;`)
  await db.run(sql`DROP TABLE \`share_links\`;`)
  await db.run(sql`DROP TABLE \`crush_analyses\`;`)
  await db.run(sql`DROP TABLE \`daily_affirmations\`;`)
  await db.run(sql`DROP TABLE \`journal_entries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`pages_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`reading_texts_id\` integer,
  	\`faqs_id\` integer,
  	\`testimonials_id\` integer,
  	\`astrologers_id\` integer,
  	\`tiers_id\` integer,
  	\`coupons_id\` integer,
  	\`contact_messages_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`admins_id\` integer,
  	\`audit_log_id\` integer,
  	\`users_id\` integer,
  	\`profiles_id\` integer,
  	\`sessions_id\` integer,
  	\`lucky_elements_id\` integer,
  	\`daily_readings_id\` integer,
  	\`compatibility_readings_id\` integer,
  	\`numerology_reports_id\` integer,
  	\`saved_items_id\` integer,
  	\`orders_id\` integer,
  	\`credit_ledger_id\` integer,
  	\`access_records_id\` integer,
  	\`webhook_events_id\` integer,
  	\`consultations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reading_texts_id\`) REFERENCES \`reading_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`astrologers_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tiers_id\`) REFERENCES \`tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`profiles_id\`) REFERENCES \`profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lucky_elements_id\`) REFERENCES \`lucky_elements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`daily_readings_id\`) REFERENCES \`daily_readings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`compatibility_readings_id\`) REFERENCES \`compatibility_readings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`numerology_reports_id\`) REFERENCES \`numerology_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_items_id\`) REFERENCES \`saved_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`credit_ledger_id\`) REFERENCES \`credit_ledger\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_records_id\`) REFERENCES \`access_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_events_id\`) REFERENCES \`webhook_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultations_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "pages_id", "redirects_id", "media_id", "reading_texts_id", "faqs_id", "testimonials_id", "astrologers_id", "tiers_id", "coupons_id", "contact_messages_id", "newsletter_subscribers_id", "admins_id", "audit_log_id", "users_id", "profiles_id", "sessions_id", "lucky_elements_id", "daily_readings_id", "compatibility_readings_id", "numerology_reports_id", "saved_items_id", "orders_id", "credit_ledger_id", "access_records_id", "webhook_events_id", "consultations_id") SELECT "id", "order", "parent_id", "path", "posts_id", "pages_id", "redirects_id", "media_id", "reading_texts_id", "faqs_id", "testimonials_id", "astrologers_id", "tiers_id", "coupons_id", "contact_messages_id", "newsletter_subscribers_id", "admins_id", "audit_log_id", "users_id", "profiles_id", "sessions_id", "lucky_elements_id", "daily_readings_id", "compatibility_readings_id", "numerology_reports_id", "saved_items_id", "orders_id", "credit_ledger_id", "access_records_id", "webhook_events_id", "consultations_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reading_texts_id_idx\` ON \`payload_locked_documents_rels\` (\`reading_texts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_astrologers_id_idx\` ON \`payload_locked_documents_rels\` (\`astrologers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tiers_id_idx\` ON \`payload_locked_documents_rels\` (\`tiers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lucky_elements_id_idx\` ON \`payload_locked_documents_rels\` (\`lucky_elements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_readings_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_readings_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_compatibility_readings_id_idx\` ON \`payload_locked_documents_rels\` (\`compatibility_readings_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_numerology_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`numerology_reports_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_items_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_credit_ledger_id_idx\` ON \`payload_locked_documents_rels\` (\`credit_ledger_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_records_id_idx\` ON \`payload_locked_documents_rels\` (\`access_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_events_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultations_id_idx\` ON \`payload_locked_documents_rels\` (\`consultations_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_consultations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`summary\` text,
  	\`astrologer_id\` integer NOT NULL,
  	\`type\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`duration\` numeric DEFAULT 30 NOT NULL,
  	\`time_zone\` text DEFAULT 'Asia/Kolkata' NOT NULL,
  	\`notes\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`cancelled_by\` text,
  	\`price\` numeric,
  	\`reminder_sent_at\` text,
  	\`slot0\` text,
  	\`slot1\` text,
  	\`slot2\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`astrologer_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_consultations\`("id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "updated_at", "created_at") SELECT "id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "updated_at", "created_at" FROM \`consultations\`;`,
  )
  await db.run(sql`DROP TABLE \`consultations\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultations\` RENAME TO \`consultations\`;`)
  await db.run(sql`CREATE INDEX \`consultations_user_idx\` ON \`consultations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_astrologer_idx\` ON \`consultations\` (\`astrologer_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_starts_at_idx\` ON \`consultations\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_status_idx\` ON \`consultations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot0_idx\` ON \`consultations\` (\`slot0\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot1_idx\` ON \`consultations\` (\`slot1\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot2_idx\` ON \`consultations\` (\`slot2\`);`)
  await db.run(sql`CREATE INDEX \`consultations_updated_at_idx\` ON \`consultations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_created_at_idx\` ON \`consultations\` (\`created_at\`);`)
}
