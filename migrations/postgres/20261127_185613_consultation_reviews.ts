import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "consultation_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"consultation_id" integer NOT NULL,
  	"astrologer_id" integer NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar,
  	"shown_name" varchar,
  	"hidden" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consultation_reviews_id" integer;
  ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultation_reviews" ADD CONSTRAINT "consultation_reviews_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consultation_reviews_user_idx" ON "consultation_reviews" USING btree ("user_id");
  CREATE UNIQUE INDEX "consultation_reviews_consultation_idx" ON "consultation_reviews" USING btree ("consultation_id");
  CREATE INDEX "consultation_reviews_astrologer_idx" ON "consultation_reviews" USING btree ("astrologer_id");
  CREATE INDEX "consultation_reviews_hidden_idx" ON "consultation_reviews" USING btree ("hidden");
  CREATE INDEX "consultation_reviews_updated_at_idx" ON "consultation_reviews" USING btree ("updated_at");
  CREATE INDEX "consultation_reviews_created_at_idx" ON "consultation_reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultation_reviews_fk" FOREIGN KEY ("consultation_reviews_id") REFERENCES "public"."consultation_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consultation_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("consultation_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultation_reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consultation_reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consultation_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_consultation_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consultation_reviews_id";`)
}
