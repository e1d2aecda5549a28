import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_compatibility_readings_partner_gender" AS ENUM('male', 'female', 'other');
  CREATE TYPE "public"."enum_compatibility_readings_band" AS ENUM('exceptional', 'strong', 'moderate', 'challenging');
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'numerology-destiny';
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'numerology-soul-urge';
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'numerology-personality';
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "compatibility_readings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "numerology_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_items_id" integer;
  ALTER TABLE "compatibility_readings" ADD CONSTRAINT "compatibility_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "numerology_reports" ADD CONSTRAINT "numerology_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_compatibility_readings_fk" FOREIGN KEY ("compatibility_readings_id") REFERENCES "public"."compatibility_readings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_numerology_reports_fk" FOREIGN KEY ("numerology_reports_id") REFERENCES "public"."numerology_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_items_fk" FOREIGN KEY ("saved_items_id") REFERENCES "public"."saved_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_compatibility_readings_id_idx" ON "payload_locked_documents_rels" USING btree ("compatibility_readings_id");
  CREATE INDEX "payload_locked_documents_rels_numerology_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("numerology_reports_id");
  CREATE INDEX "payload_locked_documents_rels_saved_items_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "compatibility_readings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "numerology_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "compatibility_readings" CASCADE;
  DROP TABLE "numerology_reports" CASCADE;
  DROP TABLE "saved_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_compatibility_readings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_numerology_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_items_fk";
  
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_reading_texts_section";
  CREATE TYPE "public"."enum_reading_texts_section" AS ENUM('overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice', 'affirmation', 'life-path', 'career-prediction', 'financial-outlook', 'opportunity', 'recommendation', 'timing', 'compatibility-strength', 'growth-area', 'crush-insight', 'love-advice', 'finance-advice');
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE "public"."enum_reading_texts_section" USING "section"::"public"."enum_reading_texts_section";
  DROP INDEX "payload_locked_documents_rels_compatibility_readings_id_idx";
  DROP INDEX "payload_locked_documents_rels_numerology_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_items_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "compatibility_readings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "numerology_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_items_id";
  DROP TYPE "public"."enum_compatibility_readings_partner_gender";
  DROP TYPE "public"."enum_compatibility_readings_band";`)
}
