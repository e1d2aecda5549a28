import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "daily_readings_id" integer;
  ALTER TABLE "daily_readings" ADD CONSTRAINT "daily_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "daily_readings_user_idx" ON "daily_readings" USING btree ("user_id");
  CREATE INDEX "daily_readings_updated_at_idx" ON "daily_readings" USING btree ("updated_at");
  CREATE INDEX "daily_readings_created_at_idx" ON "daily_readings" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_1_idx" ON "daily_readings" USING btree ("user_id","date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_readings_fk" FOREIGN KEY ("daily_readings_id") REFERENCES "public"."daily_readings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_daily_readings_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_readings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "daily_readings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "daily_readings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_daily_readings_fk";
  
  DROP INDEX "payload_locked_documents_rels_daily_readings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "daily_readings_id";`)
}
