import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "love_forecasts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "soulmate_readings_id" integer;
  ALTER TABLE "love_forecasts" ADD CONSTRAINT "love_forecasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "soulmate_readings" ADD CONSTRAINT "soulmate_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "love_forecasts_user_idx" ON "love_forecasts" USING btree ("user_id");
  CREATE INDEX "love_forecasts_updated_at_idx" ON "love_forecasts" USING btree ("updated_at");
  CREATE INDEX "love_forecasts_created_at_idx" ON "love_forecasts" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_2_idx" ON "love_forecasts" USING btree ("user_id","date");
  CREATE INDEX "soulmate_readings_user_idx" ON "soulmate_readings" USING btree ("user_id");
  CREATE INDEX "soulmate_readings_updated_at_idx" ON "soulmate_readings" USING btree ("updated_at");
  CREATE INDEX "soulmate_readings_created_at_idx" ON "soulmate_readings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_love_forecasts_fk" FOREIGN KEY ("love_forecasts_id") REFERENCES "public"."love_forecasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_soulmate_readings_fk" FOREIGN KEY ("soulmate_readings_id") REFERENCES "public"."soulmate_readings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_love_forecasts_id_idx" ON "payload_locked_documents_rels" USING btree ("love_forecasts_id");
  CREATE INDEX "payload_locked_documents_rels_soulmate_readings_id_idx" ON "payload_locked_documents_rels" USING btree ("soulmate_readings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "love_forecasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "soulmate_readings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "love_forecasts" CASCADE;
  DROP TABLE "soulmate_readings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_love_forecasts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_soulmate_readings_fk";
  
  DROP INDEX "payload_locked_documents_rels_love_forecasts_id_idx";
  DROP INDEX "payload_locked_documents_rels_soulmate_readings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "love_forecasts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "soulmate_readings_id";`)
}
