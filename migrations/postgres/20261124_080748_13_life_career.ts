import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_life_career_analyses_basis" AS ENUM('ascendant', 'moon');
  ALTER TYPE "public"."enum_reading_texts_section" ADD VALUE 'life-challenge' BEFORE 'compatibility-strength';
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "life_career_analyses_id" integer;
  ALTER TABLE "life_career_analyses" ADD CONSTRAINT "life_career_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "life_career_analyses_user_idx" ON "life_career_analyses" USING btree ("user_id");
  CREATE INDEX "life_career_analyses_updated_at_idx" ON "life_career_analyses" USING btree ("updated_at");
  CREATE INDEX "life_career_analyses_created_at_idx" ON "life_career_analyses" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_date_2_idx" ON "life_career_analyses" USING btree ("user_id","date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_life_career_analyses_fk" FOREIGN KEY ("life_career_analyses_id") REFERENCES "public"."life_career_analyses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_life_career_analyses_id_idx" ON "payload_locked_documents_rels" USING btree ("life_career_analyses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "life_career_analyses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "life_career_analyses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_life_career_analyses_fk";
  
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE text;
  DROP TYPE "public"."enum_reading_texts_section";
  CREATE TYPE "public"."enum_reading_texts_section" AS ENUM('overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice', 'affirmation', 'life-path', 'career-prediction', 'financial-outlook', 'opportunity', 'recommendation', 'timing', 'compatibility-strength', 'growth-area', 'crush-insight', 'love-advice', 'finance-advice', 'numerology-destiny', 'numerology-soul-urge', 'numerology-personality');
  ALTER TABLE "reading_texts" ALTER COLUMN "section" SET DATA TYPE "public"."enum_reading_texts_section" USING "section"::"public"."enum_reading_texts_section";
  DROP INDEX "payload_locked_documents_rels_life_career_analyses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "life_career_analyses_id";
  DROP TYPE "public"."enum_life_career_analyses_basis";`)
}
