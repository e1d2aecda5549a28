import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultations" ADD COLUMN "open_key" varchar;
  CREATE UNIQUE INDEX "consultations_open_key_idx" ON "consultations" USING btree ("open_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "consultations_open_key_idx";
  ALTER TABLE "consultations" DROP COLUMN "open_key";`)
}
