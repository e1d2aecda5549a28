import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'daily-nudges';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'daily-nudges';
  CREATE TABLE "daily_nudges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"email" boolean DEFAULT false NOT NULL,
  	"hour" numeric DEFAULT 7 NOT NULL,
  	"time_zone" varchar NOT NULL,
  	"next_due_at" timestamp(3) with time zone,
  	"last_sent_on" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_nudges_id" integer;
  ALTER TABLE "daily_nudges" ADD CONSTRAINT "daily_nudges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "daily_nudges_user_idx" ON "daily_nudges" USING btree ("user_id");
  CREATE INDEX "daily_nudges_next_due_at_idx" ON "daily_nudges" USING btree ("next_due_at");
  CREATE INDEX "daily_nudges_updated_at_idx" ON "daily_nudges" USING btree ("updated_at");
  CREATE INDEX "daily_nudges_created_at_idx" ON "daily_nudges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_nudges_fk" FOREIGN KEY ("daily_nudges_id") REFERENCES "public"."daily_nudges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_daily_nudges_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_nudges_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "daily_nudges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "daily_nudges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_nudges_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'consultation-reminders', 'prune-old-days', 'consultation-holds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'consultation-reminders', 'prune-old-days', 'consultation-holds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_daily_nudges_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_nudges_id";`)
}
