import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_life_career_analyses_basis" AS ENUM('ascendant', 'moon');
  CREATE TYPE "public"."enum_share_links_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_journal_entries_prediction_accuracy" AS ENUM('very', 'mostly', 'somewhat', 'not');
  CREATE TYPE "public"."enum_journal_entries_moon_phase" AS ENUM('new-moon', 'waxing-crescent', 'first-quarter', 'waxing-gibbous', 'full-moon', 'waning-gibbous', 'last-quarter', 'waning-crescent');
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'life-challenge' BEFORE 'compatibility-strength';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'grant-credits';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'prune-old-days';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'prune-old-days';
  CREATE TABLE "life_career_analyses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"tz" varchar NOT NULL,
  	"round" numeric DEFAULT 1 NOT NULL,
  	"basis" "enum_life_career_analyses_basis" NOT NULL,
  	"facts" jsonb NOT NULL,
  	"texts" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "love_forecasts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"tz" varchar NOT NULL,
  	"love_score" numeric NOT NULL,
  	"career_score" numeric NOT NULL,
  	"finance_score" numeric NOT NULL,
  	"lucky_love_time" varchar NOT NULL,
  	"reasons" jsonb NOT NULL,
  	"advice" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "soulmate_readings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"generation_date" timestamp(3) with time zone NOT NULL,
  	"love_percentage" numeric NOT NULL,
  	"description" jsonb NOT NULL,
  	"sketch_seed" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "share_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"token" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"item_id" varchar NOT NULL,
  	"locale" "enum_share_links_locale" NOT NULL,
  	"headline" varchar NOT NULL,
  	"score" varchar NOT NULL,
  	"score_label" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "crush_analyses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"crush_name" varchar NOT NULL,
  	"crush_birth_date" varchar NOT NULL,
  	"compatibility_score" numeric NOT NULL,
  	"band" varchar NOT NULL,
  	"analysis" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "daily_affirmations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"draw" numeric DEFAULT 0 NOT NULL,
  	"text" jsonb NOT NULL,
  	"factors" jsonb NOT NULL,
  	"is_favorite" boolean DEFAULT false NOT NULL,
  	"favorited_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "journal_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"mood" numeric DEFAULT 5 NOT NULL,
  	"daily_events" varchar NOT NULL,
  	"prediction_accuracy" "enum_journal_entries_prediction_accuracy",
  	"personal_notes" varchar,
  	"moon_phase" "enum_journal_entries_moon_phase" NOT NULL,
  	"planetary_influences" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "consultations" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "life_career_analyses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "love_forecasts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "soulmate_readings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "share_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crush_analyses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_affirmations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "journal_entries_id" integer;
  ALTER TABLE "life_career_analyses" ADD CONSTRAINT "life_career_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "love_forecasts" ADD CONSTRAINT "love_forecasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "soulmate_readings" ADD CONSTRAINT "soulmate_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crush_analyses" ADD CONSTRAINT "crush_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "daily_affirmations" ADD CONSTRAINT "daily_affirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "life_career_analyses_user_idx" ON "life_career_analyses" USING btree ("user_id");
  CREATE INDEX "life_career_analyses_updated_at_idx" ON "life_career_analyses" USING btree ("updated_at");
  CREATE INDEX "life_career_analyses_created_at_idx" ON "life_career_analyses" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_2_idx" ON "life_career_analyses" USING btree ("user_id","date");
  CREATE INDEX "love_forecasts_user_idx" ON "love_forecasts" USING btree ("user_id");
  CREATE INDEX "love_forecasts_updated_at_idx" ON "love_forecasts" USING btree ("updated_at");
  CREATE INDEX "love_forecasts_created_at_idx" ON "love_forecasts" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_3_idx" ON "love_forecasts" USING btree ("user_id","date");
  CREATE INDEX "soulmate_readings_user_idx" ON "soulmate_readings" USING btree ("user_id");
  CREATE INDEX "soulmate_readings_updated_at_idx" ON "soulmate_readings" USING btree ("updated_at");
  CREATE INDEX "soulmate_readings_created_at_idx" ON "soulmate_readings" USING btree ("created_at");
  CREATE INDEX "share_links_user_idx" ON "share_links" USING btree ("user_id");
  CREATE UNIQUE INDEX "share_links_token_idx" ON "share_links" USING btree ("token");
  CREATE INDEX "share_links_updated_at_idx" ON "share_links" USING btree ("updated_at");
  CREATE INDEX "share_links_created_at_idx" ON "share_links" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_kind_itemId_locale_idx" ON "share_links" USING btree ("user_id","kind","item_id","locale");
  CREATE INDEX "crush_analyses_user_idx" ON "crush_analyses" USING btree ("user_id");
  CREATE INDEX "crush_analyses_updated_at_idx" ON "crush_analyses" USING btree ("updated_at");
  CREATE INDEX "crush_analyses_created_at_idx" ON "crush_analyses" USING btree ("created_at");
  CREATE INDEX "daily_affirmations_user_idx" ON "daily_affirmations" USING btree ("user_id");
  CREATE INDEX "daily_affirmations_updated_at_idx" ON "daily_affirmations" USING btree ("updated_at");
  CREATE INDEX "daily_affirmations_created_at_idx" ON "daily_affirmations" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_draw_idx" ON "daily_affirmations" USING btree ("user_id","date","draw");
  CREATE INDEX "journal_entries_user_idx" ON "journal_entries" USING btree ("user_id");
  CREATE INDEX "journal_entries_updated_at_idx" ON "journal_entries" USING btree ("updated_at");
  CREATE INDEX "journal_entries_created_at_idx" ON "journal_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_4_idx" ON "journal_entries" USING btree ("user_id","date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_life_career_analyses_fk" FOREIGN KEY ("life_career_analyses_id") REFERENCES "public"."life_career_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_love_forecasts_fk" FOREIGN KEY ("love_forecasts_id") REFERENCES "public"."love_forecasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_soulmate_readings_fk" FOREIGN KEY ("soulmate_readings_id") REFERENCES "public"."soulmate_readings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_share_links_fk" FOREIGN KEY ("share_links_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crush_analyses_fk" FOREIGN KEY ("crush_analyses_id") REFERENCES "public"."crush_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_affirmations_fk" FOREIGN KEY ("daily_affirmations_id") REFERENCES "public"."daily_affirmations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_journal_entries_fk" FOREIGN KEY ("journal_entries_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_life_career_analyses_id_idx" ON "payload_locked_documents_rels" USING btree ("life_career_analyses_id");
  CREATE INDEX "payload_locked_documents_rels_love_forecasts_id_idx" ON "payload_locked_documents_rels" USING btree ("love_forecasts_id");
  CREATE INDEX "payload_locked_documents_rels_soulmate_readings_id_idx" ON "payload_locked_documents_rels" USING btree ("soulmate_readings_id");
  CREATE INDEX "payload_locked_documents_rels_share_links_id_idx" ON "payload_locked_documents_rels" USING btree ("share_links_id");
  CREATE INDEX "payload_locked_documents_rels_crush_analyses_id_idx" ON "payload_locked_documents_rels" USING btree ("crush_analyses_id");
  CREATE INDEX "payload_locked_documents_rels_daily_affirmations_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_affirmations_id");
  CREATE INDEX "payload_locked_documents_rels_journal_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("journal_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "life_career_analyses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "love_forecasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "soulmate_readings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "share_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crush_analyses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "daily_affirmations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journal_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "life_career_analyses" CASCADE;
  DROP TABLE "love_forecasts" CASCADE;
  DROP TABLE "soulmate_readings" CASCADE;
  DROP TABLE "share_links" CASCADE;
  DROP TABLE "crush_analyses" CASCADE;
  DROP TABLE "daily_affirmations" CASCADE;
  DROP TABLE "journal_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_life_career_analyses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_love_forecasts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_soulmate_readings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_share_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crush_analyses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_affirmations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_journal_entries_fk";
  
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_reading_texts_section";
  CREATE TYPE "public"."enum_reading_texts_section" AS ENUM('overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice', 'affirmation', 'life-path', 'career-prediction', 'financial-outlook', 'opportunity', 'recommendation', 'timing', 'compatibility-strength', 'growth-area', 'crush-insight', 'love-advice', 'finance-advice', 'numerology-destiny', 'numerology-soul-urge', 'numerology-personality');
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE "public"."enum_reading_texts_section" USING "section"::"public"."enum_reading_texts_section";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('reveal-birth-data', 'export-customer-data');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'consultation-reminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'consultation-reminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_life_career_analyses_id_idx";
  DROP INDEX "payload_locked_documents_rels_love_forecasts_id_idx";
  DROP INDEX "payload_locked_documents_rels_soulmate_readings_id_idx";
  DROP INDEX "payload_locked_documents_rels_share_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_crush_analyses_id_idx";
  DROP INDEX "payload_locked_documents_rels_daily_affirmations_id_idx";
  DROP INDEX "payload_locked_documents_rels_journal_entries_id_idx";
  ALTER TABLE "consultations" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "life_career_analyses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "love_forecasts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "soulmate_readings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "share_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crush_analyses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_affirmations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "journal_entries_id";
  DROP TYPE "public"."enum_life_career_analyses_basis";
  DROP TYPE "public"."enum_share_links_locale";
  DROP TYPE "public"."enum_journal_entries_prediction_accuracy";
  DROP TYPE "public"."enum_journal_entries_moon_phase";`)
}
