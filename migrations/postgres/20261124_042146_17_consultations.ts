import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_astrologers_consultation_types" AS ENUM('video', 'audio', 'chat');
  CREATE TYPE "public"."enum_astrologers_availability_weekday" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_consultations_type" AS ENUM('video', 'audio', 'chat');
  CREATE TYPE "public"."enum_consultations_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_consultations_cancelled_by" AS ENUM('customer', 'staff');
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
  
  ALTER TABLE "astrologers" ADD COLUMN "time_zone" varchar DEFAULT 'Asia/Kolkata' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consultations_id" integer;
  ALTER TABLE "astrologers_consultation_types" ADD CONSTRAINT "astrologers_consultation_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "astrologers_availability" ADD CONSTRAINT "astrologers_availability_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "astrologers_days_off" ADD CONSTRAINT "astrologers_days_off_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "astrologers_consultation_types_order_idx" ON "astrologers_consultation_types" USING btree ("order");
  CREATE INDEX "astrologers_consultation_types_parent_idx" ON "astrologers_consultation_types" USING btree ("parent_id");
  CREATE INDEX "astrologers_availability_order_idx" ON "astrologers_availability" USING btree ("_order");
  CREATE INDEX "astrologers_availability_parent_id_idx" ON "astrologers_availability" USING btree ("_parent_id");
  CREATE INDEX "astrologers_days_off_order_idx" ON "astrologers_days_off" USING btree ("_order");
  CREATE INDEX "astrologers_days_off_parent_id_idx" ON "astrologers_days_off" USING btree ("_parent_id");
  CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id");
  CREATE INDEX "consultations_astrologer_idx" ON "consultations" USING btree ("astrologer_id");
  CREATE INDEX "consultations_starts_at_idx" ON "consultations" USING btree ("starts_at");
  CREATE INDEX "consultations_status_idx" ON "consultations" USING btree ("status");
  CREATE UNIQUE INDEX "consultations_slot0_idx" ON "consultations" USING btree ("slot0");
  CREATE UNIQUE INDEX "consultations_slot1_idx" ON "consultations" USING btree ("slot1");
  CREATE UNIQUE INDEX "consultations_slot2_idx" ON "consultations" USING btree ("slot2");
  CREATE INDEX "consultations_updated_at_idx" ON "consultations" USING btree ("updated_at");
  CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultations_fk" FOREIGN KEY ("consultations_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consultations_id_idx" ON "payload_locked_documents_rels" USING btree ("consultations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "astrologers_consultation_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "astrologers_availability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "astrologers_days_off" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "astrologers_consultation_types" CASCADE;
  DROP TABLE "astrologers_availability" CASCADE;
  DROP TABLE "astrologers_days_off" CASCADE;
  DROP TABLE "consultations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consultations_fk";
  
  DROP INDEX "payload_locked_documents_rels_consultations_id_idx";
  ALTER TABLE "astrologers" DROP COLUMN "time_zone";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consultations_id";
  DROP TYPE "public"."enum_astrologers_consultation_types";
  DROP TYPE "public"."enum_astrologers_availability_weekday";
  DROP TYPE "public"."enum_consultations_type";
  DROP TYPE "public"."enum_consultations_status";
  DROP TYPE "public"."enum_consultations_cancelled_by";`)
}
