import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_journal_entries_prediction_accuracy" AS ENUM('very', 'mostly', 'somewhat', 'not');
  CREATE TYPE "public"."enum_journal_entries_moon_phase" AS ENUM('new-moon', 'waxing-crescent', 'first-quarter', 'waxing-gibbous', 'full-moon', 'waning-gibbous', 'last-quarter', 'waning-crescent');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_affirmations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "journal_entries_id" integer;
  ALTER TABLE "daily_affirmations" ADD CONSTRAINT "daily_affirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "daily_affirmations_user_idx" ON "daily_affirmations" USING btree ("user_id");
  CREATE INDEX "daily_affirmations_updated_at_idx" ON "daily_affirmations" USING btree ("updated_at");
  CREATE INDEX "daily_affirmations_created_at_idx" ON "daily_affirmations" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_draw_idx" ON "daily_affirmations" USING btree ("user_id","date","draw");
  CREATE INDEX "journal_entries_user_idx" ON "journal_entries" USING btree ("user_id");
  CREATE INDEX "journal_entries_updated_at_idx" ON "journal_entries" USING btree ("updated_at");
  CREATE INDEX "journal_entries_created_at_idx" ON "journal_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_2_idx" ON "journal_entries" USING btree ("user_id","date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_affirmations_fk" FOREIGN KEY ("daily_affirmations_id") REFERENCES "public"."daily_affirmations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_journal_entries_fk" FOREIGN KEY ("journal_entries_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_daily_affirmations_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_affirmations_id");
  CREATE INDEX "payload_locked_documents_rels_journal_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("journal_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "daily_affirmations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journal_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "daily_affirmations" CASCADE;
  DROP TABLE "journal_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_affirmations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_journal_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_daily_affirmations_id_idx";
  DROP INDEX "payload_locked_documents_rels_journal_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_affirmations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "journal_entries_id";
  DROP TYPE "public"."enum_journal_entries_prediction_accuracy";
  DROP TYPE "public"."enum_journal_entries_moon_phase";`)
}
