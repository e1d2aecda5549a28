import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "life_career_analyses" ADD COLUMN "birth" varchar;
  CREATE INDEX "life_career_analyses_birth_idx" ON "life_career_analyses" USING btree ("birth");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "life_career_analyses_birth_idx";
  ALTER TABLE "life_career_analyses" DROP COLUMN "birth";`)
}
