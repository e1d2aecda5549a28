import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lucky_elements_graha" AS ENUM('sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu');
  CREATE TYPE "public"."enum_lucky_elements_colour" AS ENUM('Red', 'Blue', 'Green', 'Yellow', 'Purple', 'Orange', 'Pink', 'White', 'Black', 'Golden');
  CREATE TABLE "lucky_elements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"refresh" numeric DEFAULT 0 NOT NULL,
  	"graha" "enum_lucky_elements_graha" NOT NULL,
  	"number" numeric NOT NULL,
  	"colour" "enum_lucky_elements_colour" NOT NULL,
  	"gemstone" varchar NOT NULL,
  	"direction" varchar NOT NULL,
  	"time" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lucky_elements_id" integer;
  ALTER TABLE "lucky_elements" ADD CONSTRAINT "lucky_elements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lucky_elements_user_idx" ON "lucky_elements" USING btree ("user_id");
  CREATE INDEX "lucky_elements_updated_at_idx" ON "lucky_elements" USING btree ("updated_at");
  CREATE INDEX "lucky_elements_created_at_idx" ON "lucky_elements" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_idx" ON "lucky_elements" USING btree ("user_id","date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lucky_elements_fk" FOREIGN KEY ("lucky_elements_id") REFERENCES "public"."lucky_elements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lucky_elements_id_idx" ON "payload_locked_documents_rels" USING btree ("lucky_elements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lucky_elements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lucky_elements" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lucky_elements_fk";
  
  DROP INDEX "payload_locked_documents_rels_lucky_elements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lucky_elements_id";
  DROP TYPE "public"."enum_lucky_elements_graha";
  DROP TYPE "public"."enum_lucky_elements_colour";`)
}
