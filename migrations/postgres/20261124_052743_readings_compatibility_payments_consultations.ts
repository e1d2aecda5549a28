import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_astrologers_consultation_types" AS ENUM('video', 'audio', 'chat');
  CREATE TYPE "public"."enum_astrologers_availability_weekday" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_compatibility_readings_partner_gender" AS ENUM('male', 'female', 'other');
  CREATE TYPE "public"."enum_compatibility_readings_band" AS ENUM('exceptional', 'strong', 'moderate', 'challenging');
  CREATE TYPE "public"."enum_orders_currency" AS ENUM('inr');
  CREATE TYPE "public"."enum_orders_kind" AS ENUM('stripe', 'test-checkout', 'free-coupon', 'complimentary');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_credit_ledger_kind" AS ENUM('purchase', 'spend', 'refund', 'grant');
  CREATE TYPE "public"."enum_consultations_type" AS ENUM('video', 'audio', 'chat');
  CREATE TYPE "public"."enum_consultations_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_consultations_cancelled_by" AS ENUM('customer', 'staff');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'consultation-reminders');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'consultation-reminders');
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'numerology-destiny';
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'numerology-soul-urge';
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'numerology-personality';
  CREATE TABLE "astrologers_consultation_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_astrologers_consultation_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "astrologers_availability" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_astrologers_availability_weekday" NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "astrologers_days_off" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "daily_readings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"tz" varchar NOT NULL,
  	"factors" jsonb NOT NULL,
  	"texts" jsonb NOT NULL,
  	"lucky_numbers" jsonb NOT NULL,
  	"power_colours" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "compatibility_readings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"partner_name" varchar NOT NULL,
  	"partner_gender" "enum_compatibility_readings_partner_gender" NOT NULL,
  	"partner_date_of_birth" varchar NOT NULL,
  	"partner_time_of_birth" varchar,
  	"partner_time_unknown" boolean DEFAULT false,
  	"partner_place_id" varchar,
  	"partner_place_name" varchar NOT NULL,
  	"partner_place_country" varchar,
  	"partner_latitude" varchar NOT NULL,
  	"partner_longitude" varchar NOT NULL,
  	"partner_time_zone" varchar NOT NULL,
  	"compatibility_score" numeric NOT NULL,
  	"matching_qualities" numeric NOT NULL,
  	"total_qualities" numeric DEFAULT 36 NOT NULL,
  	"band" "enum_compatibility_readings_band" NOT NULL,
  	"analysis" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "numerology_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"life_path_number" numeric NOT NULL,
  	"destiny_number" numeric NOT NULL,
  	"soul_urge_number" numeric NOT NULL,
  	"personality_number" numeric NOT NULL,
  	"scored_as" varchar NOT NULL,
  	"total_letters" numeric NOT NULL,
  	"vowels" numeric NOT NULL,
  	"consonants" numeric NOT NULL,
  	"transliterated" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"item_type" varchar NOT NULL,
  	"item_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"tier_id" integer,
  	"tier_name" varchar NOT NULL,
  	"credits" numeric NOT NULL,
  	"access_days" numeric NOT NULL,
  	"list_price" numeric NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_orders_currency" DEFAULT 'inr' NOT NULL,
  	"coupon_code" varchar,
  	"percent_off" numeric,
  	"kind" "enum_orders_kind" NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"stripe_session_id" varchar,
  	"stripe_payment_intent_id" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"refunded_at" timestamp(3) with time zone,
  	"coupon_not_redeemed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"seq" numeric NOT NULL,
  	"kind" "enum_credit_ledger_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"balance_after" numeric NOT NULL,
  	"access_until" timestamp(3) with time zone,
  	"purpose" varchar,
  	"order_id" integer,
  	"coupon_id" integer,
  	"coupon_slot" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "access_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"trial_started_at" timestamp(3) with time zone NOT NULL,
  	"trial_ends_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"user_id" integer,
  	"order_id" integer,
  	"outcome" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consultations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"summary" varchar,
  	"astrologer_id" integer NOT NULL,
  	"type" "enum_consultations_type" NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"duration" numeric DEFAULT 30 NOT NULL,
  	"time_zone" varchar DEFAULT 'Asia/Kolkata' NOT NULL,
  	"notes" varchar,
  	"status" "enum_consultations_status" DEFAULT 'pending' NOT NULL,
  	"cancelled_by" "enum_consultations_cancelled_by",
  	"price" numeric,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"slot0" varchar,
  	"slot1" varchar,
  	"slot2" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_complimentary_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "astrologers" ADD COLUMN "time_zone" varchar DEFAULT 'Asia/Kolkata' NOT NULL;
  ALTER TABLE "admins" ADD COLUMN "invitation_pending" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_readings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "compatibility_readings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "numerology_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_ledger_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhook_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consultations_id" integer;
  ALTER TABLE "astrologers_consultation_types" ADD CONSTRAINT "astrologers_consultation_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "astrologers_availability" ADD CONSTRAINT "astrologers_availability_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "astrologers_days_off" ADD CONSTRAINT "astrologers_days_off_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "daily_readings" ADD CONSTRAINT "daily_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "compatibility_readings" ADD CONSTRAINT "compatibility_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "numerology_reports" ADD CONSTRAINT "numerology_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "access_records" ADD CONSTRAINT "access_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_complimentary_emails" ADD CONSTRAINT "site_settings_complimentary_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "astrologers_consultation_types_order_idx" ON "astrologers_consultation_types" USING btree ("order");
  CREATE INDEX "astrologers_consultation_types_parent_idx" ON "astrologers_consultation_types" USING btree ("parent_id");
  CREATE INDEX "astrologers_availability_order_idx" ON "astrologers_availability" USING btree ("_order");
  CREATE INDEX "astrologers_availability_parent_id_idx" ON "astrologers_availability" USING btree ("_parent_id");
  CREATE INDEX "astrologers_days_off_order_idx" ON "astrologers_days_off" USING btree ("_order");
  CREATE INDEX "astrologers_days_off_parent_id_idx" ON "astrologers_days_off" USING btree ("_parent_id");
  CREATE INDEX "daily_readings_user_idx" ON "daily_readings" USING btree ("user_id");
  CREATE INDEX "daily_readings_updated_at_idx" ON "daily_readings" USING btree ("updated_at");
  CREATE INDEX "daily_readings_created_at_idx" ON "daily_readings" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_1_idx" ON "daily_readings" USING btree ("user_id","date");
  CREATE INDEX "compatibility_readings_user_idx" ON "compatibility_readings" USING btree ("user_id");
  CREATE INDEX "compatibility_readings_updated_at_idx" ON "compatibility_readings" USING btree ("updated_at");
  CREATE INDEX "compatibility_readings_created_at_idx" ON "compatibility_readings" USING btree ("created_at");
  CREATE INDEX "numerology_reports_user_idx" ON "numerology_reports" USING btree ("user_id");
  CREATE INDEX "numerology_reports_updated_at_idx" ON "numerology_reports" USING btree ("updated_at");
  CREATE INDEX "numerology_reports_created_at_idx" ON "numerology_reports" USING btree ("created_at");
  CREATE INDEX "saved_items_user_idx" ON "saved_items" USING btree ("user_id");
  CREATE INDEX "saved_items_updated_at_idx" ON "saved_items" USING btree ("updated_at");
  CREATE INDEX "saved_items_created_at_idx" ON "saved_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_itemType_itemId_idx" ON "saved_items" USING btree ("user_id","item_type","item_id");
  CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");
  CREATE INDEX "orders_tier_idx" ON "orders" USING btree ("tier_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_stripe_session_id_idx" ON "orders" USING btree ("stripe_session_id");
  CREATE INDEX "orders_stripe_payment_intent_id_idx" ON "orders" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id");
  CREATE INDEX "credit_ledger_order_idx" ON "credit_ledger" USING btree ("order_id");
  CREATE INDEX "credit_ledger_coupon_idx" ON "credit_ledger" USING btree ("coupon_id");
  CREATE INDEX "credit_ledger_updated_at_idx" ON "credit_ledger" USING btree ("updated_at");
  CREATE INDEX "credit_ledger_created_at_idx" ON "credit_ledger" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_seq_idx" ON "credit_ledger" USING btree ("user_id","seq");
  CREATE UNIQUE INDEX "order_kind_idx" ON "credit_ledger" USING btree ("order_id","kind");
  CREATE UNIQUE INDEX "coupon_couponSlot_idx" ON "credit_ledger" USING btree ("coupon_id","coupon_slot");
  CREATE UNIQUE INDEX "coupon_user_idx" ON "credit_ledger" USING btree ("coupon_id","user_id");
  CREATE UNIQUE INDEX "access_records_user_idx" ON "access_records" USING btree ("user_id");
  CREATE INDEX "access_records_updated_at_idx" ON "access_records" USING btree ("updated_at");
  CREATE INDEX "access_records_created_at_idx" ON "access_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "webhook_events_event_id_idx" ON "webhook_events" USING btree ("event_id");
  CREATE INDEX "webhook_events_user_idx" ON "webhook_events" USING btree ("user_id");
  CREATE INDEX "webhook_events_order_idx" ON "webhook_events" USING btree ("order_id");
  CREATE INDEX "webhook_events_updated_at_idx" ON "webhook_events" USING btree ("updated_at");
  CREATE INDEX "webhook_events_created_at_idx" ON "webhook_events" USING btree ("created_at");
  CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id");
  CREATE INDEX "consultations_astrologer_idx" ON "consultations" USING btree ("astrologer_id");
  CREATE INDEX "consultations_starts_at_idx" ON "consultations" USING btree ("starts_at");
  CREATE INDEX "consultations_status_idx" ON "consultations" USING btree ("status");
  CREATE UNIQUE INDEX "consultations_slot0_idx" ON "consultations" USING btree ("slot0");
  CREATE UNIQUE INDEX "consultations_slot1_idx" ON "consultations" USING btree ("slot1");
  CREATE UNIQUE INDEX "consultations_slot2_idx" ON "consultations" USING btree ("slot2");
  CREATE INDEX "consultations_updated_at_idx" ON "consultations" USING btree ("updated_at");
  CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "site_settings_complimentary_emails_order_idx" ON "site_settings_complimentary_emails" USING btree ("_order");
  CREATE INDEX "site_settings_complimentary_emails_parent_id_idx" ON "site_settings_complimentary_emails" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_readings_fk" FOREIGN KEY ("daily_readings_id") REFERENCES "public"."daily_readings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_compatibility_readings_fk" FOREIGN KEY ("compatibility_readings_id") REFERENCES "public"."compatibility_readings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_numerology_reports_fk" FOREIGN KEY ("numerology_reports_id") REFERENCES "public"."numerology_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_items_fk" FOREIGN KEY ("saved_items_id") REFERENCES "public"."saved_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk" FOREIGN KEY ("credit_ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_records_fk" FOREIGN KEY ("access_records_id") REFERENCES "public"."access_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_events_fk" FOREIGN KEY ("webhook_events_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultations_fk" FOREIGN KEY ("consultations_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_daily_readings_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_readings_id");
  CREATE INDEX "payload_locked_documents_rels_compatibility_readings_id_idx" ON "payload_locked_documents_rels" USING btree ("compatibility_readings_id");
  CREATE INDEX "payload_locked_documents_rels_numerology_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("numerology_reports_id");
  CREATE INDEX "payload_locked_documents_rels_saved_items_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_items_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_credit_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_ledger_id");
  CREATE INDEX "payload_locked_documents_rels_access_records_id_idx" ON "payload_locked_documents_rels" USING btree ("access_records_id");
  CREATE INDEX "payload_locked_documents_rels_webhook_events_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_events_id");
  CREATE INDEX "payload_locked_documents_rels_consultations_id_idx" ON "payload_locked_documents_rels" USING btree ("consultations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "astrologers_consultation_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "astrologers_availability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "astrologers_days_off" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_readings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compatibility_readings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "numerology_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_ledger" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_complimentary_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "astrologers_consultation_types" CASCADE;
  DROP TABLE "astrologers_availability" CASCADE;
  DROP TABLE "astrologers_days_off" CASCADE;
  DROP TABLE "daily_readings" CASCADE;
  DROP TABLE "compatibility_readings" CASCADE;
  DROP TABLE "numerology_reports" CASCADE;
  DROP TABLE "saved_items" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "credit_ledger" CASCADE;
  DROP TABLE "access_records" CASCADE;
  DROP TABLE "webhook_events" CASCADE;
  DROP TABLE "consultations" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "site_settings_complimentary_emails" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_readings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_compatibility_readings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_numerology_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhook_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consultations_fk";
  
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_reading_texts_section";
  CREATE TYPE "public"."enum_reading_texts_section" AS ENUM('overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice', 'affirmation', 'life-path', 'career-prediction', 'financial-outlook', 'opportunity', 'recommendation', 'timing', 'compatibility-strength', 'growth-area', 'crush-insight', 'love-advice', 'finance-advice');
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE "public"."enum_reading_texts_section" USING "section"::"public"."enum_reading_texts_section";
  DROP INDEX "payload_locked_documents_rels_daily_readings_id_idx";
  DROP INDEX "payload_locked_documents_rels_compatibility_readings_id_idx";
  DROP INDEX "payload_locked_documents_rels_numerology_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_credit_ledger_id_idx";
  DROP INDEX "payload_locked_documents_rels_access_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_webhook_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_consultations_id_idx";
  ALTER TABLE "astrologers" DROP COLUMN "time_zone";
  ALTER TABLE "admins" DROP COLUMN "invitation_pending";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_readings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "compatibility_readings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "numerology_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_ledger_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhook_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consultations_id";
  DROP TYPE "public"."enum_astrologers_consultation_types";
  DROP TYPE "public"."enum_astrologers_availability_weekday";
  DROP TYPE "public"."enum_compatibility_readings_partner_gender";
  DROP TYPE "public"."enum_compatibility_readings_band";
  DROP TYPE "public"."enum_orders_currency";
  DROP TYPE "public"."enum_orders_kind";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_credit_ledger_kind";
  DROP TYPE "public"."enum_consultations_type";
  DROP TYPE "public"."enum_consultations_status";
  DROP TYPE "public"."enum_consultations_cancelled_by";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
