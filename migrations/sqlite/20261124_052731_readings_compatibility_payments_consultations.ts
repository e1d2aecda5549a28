import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`astrologers_consultation_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`astrologers_consultation_types_order_idx\` ON \`astrologers_consultation_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`astrologers_consultation_types_parent_idx\` ON \`astrologers_consultation_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`astrologers_availability\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`astrologers_availability_order_idx\` ON \`astrologers_availability\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`astrologers_availability_parent_id_idx\` ON \`astrologers_availability\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`astrologers_days_off\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`astrologers_days_off_order_idx\` ON \`astrologers_days_off\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`astrologers_days_off_parent_id_idx\` ON \`astrologers_days_off\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`daily_readings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`tz\` text NOT NULL,
  	\`factors\` text NOT NULL,
  	\`texts\` text NOT NULL,
  	\`lucky_numbers\` text NOT NULL,
  	\`power_colours\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`daily_readings_user_idx\` ON \`daily_readings\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`daily_readings_updated_at_idx\` ON \`daily_readings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`daily_readings_created_at_idx\` ON \`daily_readings\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_date_1_idx\` ON \`daily_readings\` (\`user_id\`,\`date\`);`)
  await db.run(sql`CREATE TABLE \`compatibility_readings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`partner_name\` text NOT NULL,
  	\`partner_gender\` text NOT NULL,
  	\`partner_date_of_birth\` text NOT NULL,
  	\`partner_time_of_birth\` text,
  	\`partner_time_unknown\` integer DEFAULT false,
  	\`partner_place_id\` text,
  	\`partner_place_name\` text NOT NULL,
  	\`partner_place_country\` text,
  	\`partner_latitude\` text NOT NULL,
  	\`partner_longitude\` text NOT NULL,
  	\`partner_time_zone\` text NOT NULL,
  	\`compatibility_score\` numeric NOT NULL,
  	\`matching_qualities\` numeric NOT NULL,
  	\`total_qualities\` numeric DEFAULT 36 NOT NULL,
  	\`band\` text NOT NULL,
  	\`analysis\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`compatibility_readings_user_idx\` ON \`compatibility_readings\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`compatibility_readings_updated_at_idx\` ON \`compatibility_readings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`compatibility_readings_created_at_idx\` ON \`compatibility_readings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`numerology_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`life_path_number\` numeric NOT NULL,
  	\`destiny_number\` numeric NOT NULL,
  	\`soul_urge_number\` numeric NOT NULL,
  	\`personality_number\` numeric NOT NULL,
  	\`scored_as\` text NOT NULL,
  	\`total_letters\` numeric NOT NULL,
  	\`vowels\` numeric NOT NULL,
  	\`consonants\` numeric NOT NULL,
  	\`transliterated\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`numerology_reports_user_idx\` ON \`numerology_reports\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`numerology_reports_updated_at_idx\` ON \`numerology_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`numerology_reports_created_at_idx\` ON \`numerology_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`saved_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`item_type\` text NOT NULL,
  	\`item_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_items_user_idx\` ON \`saved_items\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_items_updated_at_idx\` ON \`saved_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_items_created_at_idx\` ON \`saved_items\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_itemType_itemId_idx\` ON \`saved_items\` (\`user_id\`,\`item_type\`,\`item_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer,
  	\`tier_id\` integer,
  	\`tier_name\` text NOT NULL,
  	\`credits\` numeric NOT NULL,
  	\`access_days\` numeric NOT NULL,
  	\`list_price\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'inr' NOT NULL,
  	\`coupon_code\` text,
  	\`percent_off\` numeric,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`stripe_session_id\` text,
  	\`stripe_payment_intent_id\` text,
  	\`paid_at\` text,
  	\`refunded_at\` text,
  	\`coupon_not_redeemed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tier_id\`) REFERENCES \`tiers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_user_idx\` ON \`orders\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_tier_idx\` ON \`orders\` (\`tier_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_session_id_idx\` ON \`orders\` (\`stripe_session_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_payment_intent_id_idx\` ON \`orders\` (\`stripe_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`credit_ledger\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`seq\` numeric NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`balance_after\` numeric NOT NULL,
  	\`access_until\` text,
  	\`purpose\` text,
  	\`order_id\` integer,
  	\`coupon_id\` integer,
  	\`coupon_slot\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`coupon_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`credit_ledger_user_idx\` ON \`credit_ledger\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`credit_ledger_order_idx\` ON \`credit_ledger\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`credit_ledger_coupon_idx\` ON \`credit_ledger\` (\`coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`credit_ledger_updated_at_idx\` ON \`credit_ledger\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`credit_ledger_created_at_idx\` ON \`credit_ledger\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_seq_idx\` ON \`credit_ledger\` (\`user_id\`,\`seq\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`order_kind_idx\` ON \`credit_ledger\` (\`order_id\`,\`kind\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`coupon_couponSlot_idx\` ON \`credit_ledger\` (\`coupon_id\`,\`coupon_slot\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`coupon_user_idx\` ON \`credit_ledger\` (\`coupon_id\`,\`user_id\`);`)
  await db.run(sql`CREATE TABLE \`access_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`trial_started_at\` text NOT NULL,
  	\`trial_ends_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`access_records_user_idx\` ON \`access_records\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`access_records_updated_at_idx\` ON \`access_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`access_records_created_at_idx\` ON \`access_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`webhook_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`user_id\` integer,
  	\`order_id\` integer,
  	\`outcome\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`webhook_events_event_id_idx\` ON \`webhook_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`webhook_events_user_idx\` ON \`webhook_events\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`webhook_events_order_idx\` ON \`webhook_events\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`webhook_events_updated_at_idx\` ON \`webhook_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`webhook_events_created_at_idx\` ON \`webhook_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`consultations\` (
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
  await db.run(sql`CREATE INDEX \`consultations_user_idx\` ON \`consultations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_astrologer_idx\` ON \`consultations\` (\`astrologer_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_starts_at_idx\` ON \`consultations\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_status_idx\` ON \`consultations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot0_idx\` ON \`consultations\` (\`slot0\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot1_idx\` ON \`consultations\` (\`slot1\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot2_idx\` ON \`consultations\` (\`slot2\`);`)
  await db.run(sql`CREATE INDEX \`consultations_updated_at_idx\` ON \`consultations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_created_at_idx\` ON \`consultations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_complimentary_emails\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_complimentary_emails_order_idx\` ON \`site_settings_complimentary_emails\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_complimentary_emails_parent_id_idx\` ON \`site_settings_complimentary_emails\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`astrologers\` ADD \`time_zone\` text DEFAULT 'Asia/Kolkata' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`invitation_pending\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`daily_readings_id\` integer REFERENCES daily_readings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`compatibility_readings_id\` integer REFERENCES compatibility_readings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`numerology_reports_id\` integer REFERENCES numerology_reports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_items_id\` integer REFERENCES saved_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`credit_ledger_id\` integer REFERENCES credit_ledger(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`access_records_id\` integer REFERENCES access_records(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`webhook_events_id\` integer REFERENCES webhook_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consultations_id\` integer REFERENCES consultations(id);`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`astrologers_consultation_types\`;`)
  await db.run(sql`DROP TABLE \`astrologers_availability\`;`)
  await db.run(sql`DROP TABLE \`astrologers_days_off\`;`)
  await db.run(sql`DROP TABLE \`daily_readings\`;`)
  await db.run(sql`DROP TABLE \`compatibility_readings\`;`)
  await db.run(sql`DROP TABLE \`numerology_reports\`;`)
  await db.run(sql`DROP TABLE \`saved_items\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`credit_ledger\`;`)
  await db.run(sql`DROP TABLE \`access_records\`;`)
  await db.run(sql`DROP TABLE \`webhook_events\`;`)
  await db.run(sql`DROP TABLE \`consultations\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`site_settings_complimentary_emails\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	FOREIGN KEY (\`lucky_elements_id\`) REFERENCES \`lucky_elements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "pages_id", "redirects_id", "media_id", "reading_texts_id", "faqs_id", "testimonials_id", "astrologers_id", "tiers_id", "coupons_id", "contact_messages_id", "newsletter_subscribers_id", "admins_id", "audit_log_id", "users_id", "profiles_id", "sessions_id", "lucky_elements_id") SELECT "id", "order", "parent_id", "path", "posts_id", "pages_id", "redirects_id", "media_id", "reading_texts_id", "faqs_id", "testimonials_id", "astrologers_id", "tiers_id", "coupons_id", "contact_messages_id", "newsletter_subscribers_id", "admins_id", "audit_log_id", "users_id", "profiles_id", "sessions_id", "lucky_elements_id" FROM \`payload_locked_documents_rels\`;`,
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
  await db.run(sql`ALTER TABLE \`astrologers\` DROP COLUMN \`time_zone\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`invitation_pending\`;`)
}
