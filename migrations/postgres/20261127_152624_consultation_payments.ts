import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_currency" ADD VALUE 'usd';
  ALTER TYPE "public"."enum_consultations_cancelled_by" ADD VALUE 'unpaid';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'consultation-holds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'consultation-holds';
  ALTER TABLE "orders" ADD COLUMN "consultation_id" integer;
  ALTER TABLE "consultations" ADD COLUMN "hold_expires_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "order_id" integer;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_consultation_idx" ON "orders" USING btree ("consultation_id");
  CREATE INDEX "consultations_hold_expires_at_idx" ON "consultations" USING btree ("hold_expires_at");
  CREATE INDEX "consultations_order_idx" ON "consultations" USING btree ("order_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_consultation_id_consultations_id_fk";
  
  ALTER TABLE "consultations" DROP CONSTRAINT "consultations_order_id_orders_id_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "currency" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "currency" SET DEFAULT 'inr'::text;
  DROP TYPE "public"."enum_orders_currency";
  CREATE TYPE "public"."enum_orders_currency" AS ENUM('inr');
  ALTER TABLE "orders" ALTER COLUMN "currency" SET DEFAULT 'inr'::"public"."enum_orders_currency";
  ALTER TABLE "orders" ALTER COLUMN "currency" SET DATA TYPE "public"."enum_orders_currency" USING "currency"::"public"."enum_orders_currency";
  ALTER TABLE "consultations" ALTER COLUMN "cancelled_by" SET DATA TYPE text;
  DROP TYPE "public"."enum_consultations_cancelled_by";
  CREATE TYPE "public"."enum_consultations_cancelled_by" AS ENUM('customer', 'staff');
  ALTER TABLE "consultations" ALTER COLUMN "cancelled_by" SET DATA TYPE "public"."enum_consultations_cancelled_by" USING "cancelled_by"::"public"."enum_consultations_cancelled_by";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'consultation-reminders', 'prune-old-days');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'consultation-reminders', 'prune-old-days');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_consultation_idx";
  DROP INDEX "consultations_hold_expires_at_idx";
  DROP INDEX "consultations_order_idx";
  ALTER TABLE "orders" DROP COLUMN "consultation_id";
  ALTER TABLE "consultations" DROP COLUMN "hold_expires_at";
  ALTER TABLE "consultations" DROP COLUMN "order_id";`)
}
