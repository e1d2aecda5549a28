import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`push_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`endpoint\` text NOT NULL,
  	\`p256dh\` text NOT NULL,
  	\`auth\` text NOT NULL,
  	\`endpoint_key\` text NOT NULL,
  	\`device\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`push_subscriptions_user_idx\` ON \`push_subscriptions\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`push_subscriptions_endpoint_key_idx\` ON \`push_subscriptions\` (\`endpoint_key\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_updated_at_idx\` ON \`push_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_created_at_idx\` ON \`push_subscriptions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`push_subscriptions_id\` integer REFERENCES push_subscriptions(id);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`push_subscriptions\`;`)
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
  	\`life_career_analyses_id\` integer,
  	\`love_forecasts_id\` integer,
  	\`soulmate_readings_id\` integer,
  	\`compatibility_readings_id\` integer,
  	\`numerology_reports_id\` integer,
  	\`saved_items_id\` integer,
  	\`share_links_id\` integer,
  	\`orders_id\` integer,
  	\`credit_ledger_id\` integer,
  	\`access_records_id\` integer,
  	\`webhook_events_id\` integer,
  	\`consultations_id\` integer,
  	\`consultation_reviews_id\` integer,
  	\`crush_analyses_id\` integer,
  	\`daily_affirmations_id\` integer,
  	\`daily_nudges_id\` integer,
  	\`journal_entries_id\` integer,
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
  	FOREIGN KEY (\`life_career_analyses_id\`) REFERENCES \`life_career_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`love_forecasts_id\`) REFERENCES \`love_forecasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`soulmate_readings_id\`) REFERENCES \`soulmate_readings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`compatibility_readings_id\`) REFERENCES \`compatibility_readings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`numerology_reports_id\`) REFERENCES \`numerology_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_items_id\`) REFERENCES \`saved_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`share_links_id\`) REFERENCES \`share_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`credit_ledger_id\`) REFERENCES \`credit_ledger\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_records_id\`) REFERENCES \`access_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_events_id\`) REFERENCES \`webhook_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultations_id\`) REFERENCES \`consultations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultation_reviews_id\`) REFERENCES \`consultation_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crush_analyses_id\`) REFERENCES \`crush_analyses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`daily_affirmations_id\`) REFERENCES \`daily_affirmations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`daily_nudges_id\`) REFERENCES \`daily_nudges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`journal_entries_id\`) REFERENCES \`journal_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "pages_id", "redirects_id", "media_id", "reading_texts_id", "faqs_id", "testimonials_id", "astrologers_id", "tiers_id", "coupons_id", "contact_messages_id", "newsletter_subscribers_id", "admins_id", "audit_log_id", "users_id", "profiles_id", "sessions_id", "lucky_elements_id", "daily_readings_id", "life_career_analyses_id", "love_forecasts_id", "soulmate_readings_id", "compatibility_readings_id", "numerology_reports_id", "saved_items_id", "share_links_id", "orders_id", "credit_ledger_id", "access_records_id", "webhook_events_id", "consultations_id", "consultation_reviews_id", "crush_analyses_id", "daily_affirmations_id", "daily_nudges_id", "journal_entries_id") SELECT "id", "order", "parent_id", "path", "posts_id", "pages_id", "redirects_id", "media_id", "reading_texts_id", "faqs_id", "testimonials_id", "astrologers_id", "tiers_id", "coupons_id", "contact_messages_id", "newsletter_subscribers_id", "admins_id", "audit_log_id", "users_id", "profiles_id", "sessions_id", "lucky_elements_id", "daily_readings_id", "life_career_analyses_id", "love_forecasts_id", "soulmate_readings_id", "compatibility_readings_id", "numerology_reports_id", "saved_items_id", "share_links_id", "orders_id", "credit_ledger_id", "access_records_id", "webhook_events_id", "consultations_id", "consultation_reviews_id", "crush_analyses_id", "daily_affirmations_id", "daily_nudges_id", "journal_entries_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_life_career_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`life_career_analyses_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_love_forecasts_id_idx\` ON \`payload_locked_documents_rels\` (\`love_forecasts_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_soulmate_readings_id_idx\` ON \`payload_locked_documents_rels\` (\`soulmate_readings_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_compatibility_readings_id_idx\` ON \`payload_locked_documents_rels\` (\`compatibility_readings_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_numerology_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`numerology_reports_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_items_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_links_id_idx\` ON \`payload_locked_documents_rels\` (\`share_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_credit_ledger_id_idx\` ON \`payload_locked_documents_rels\` (\`credit_ledger_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_records_id_idx\` ON \`payload_locked_documents_rels\` (\`access_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_events_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultations_id_idx\` ON \`payload_locked_documents_rels\` (\`consultations_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_consultation_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`consultation_reviews_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crush_analyses_id_idx\` ON \`payload_locked_documents_rels\` (\`crush_analyses_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_daily_affirmations_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_affirmations_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_nudges_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_nudges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journal_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`journal_entries_id\`);`)
}
