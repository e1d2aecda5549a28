import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crush_analyses_id" integer;
  ALTER TABLE "crush_analyses" ADD CONSTRAINT "crush_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "crush_analyses_user_idx" ON "crush_analyses" USING btree ("user_id");
  CREATE INDEX "crush_analyses_updated_at_idx" ON "crush_analyses" USING btree ("updated_at");
  CREATE INDEX "crush_analyses_created_at_idx" ON "crush_analyses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crush_analyses_fk" FOREIGN KEY ("crush_analyses_id") REFERENCES "public"."crush_analyses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crush_analyses_id_idx" ON "payload_locked_documents_rels" USING btree ("crush_analyses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crush_analyses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crush_analyses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crush_analyses_fk";
  
  DROP INDEX "payload_locked_documents_rels_crush_analyses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crush_analyses_id";`)
}
