import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "sign_in_link_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "sign_in_link_expires_at" timestamp(3) with time zone;
  CREATE INDEX "users_sign_in_link_hash_idx" ON "users" USING btree ("sign_in_link_hash");
  ALTER TABLE "admins" DROP COLUMN "login_attempts";
  ALTER TABLE "admins" DROP COLUMN "lock_until";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_sign_in_link_hash_idx";
  ALTER TABLE "admins" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "admins" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" DROP COLUMN "sign_in_link_hash";
  ALTER TABLE "users" DROP COLUMN "sign_in_link_expires_at";`)
}
