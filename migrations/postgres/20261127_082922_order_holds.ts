import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_status" ADD VALUE 'expired';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'failed';
  ALTER TABLE "orders" ADD COLUMN "held_coupon_id" integer;
  ALTER TABLE "orders" ADD COLUMN "held_use" numeric;
  ALTER TABLE "orders" ADD COLUMN "pending_slot" numeric;
  ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_held_coupon_id_coupons_id_fk" FOREIGN KEY ("held_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_held_coupon_idx" ON "orders" USING btree ("held_coupon_id");
  CREATE INDEX "orders_expires_at_idx" ON "orders" USING btree ("expires_at");
  CREATE UNIQUE INDEX "heldCoupon_heldUse_idx" ON "orders" USING btree ("held_coupon_id","held_use");
  CREATE UNIQUE INDEX "heldCoupon_user_idx" ON "orders" USING btree ("held_coupon_id","user_id");
  CREATE UNIQUE INDEX "user_pendingSlot_idx" ON "orders" USING btree ("user_id","pending_slot");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_held_coupon_id_coupons_id_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "orders_held_coupon_idx";
  DROP INDEX "orders_expires_at_idx";
  DROP INDEX "heldCoupon_heldUse_idx";
  DROP INDEX "heldCoupon_user_idx";
  DROP INDEX "user_pendingSlot_idx";
  ALTER TABLE "orders" DROP COLUMN "held_coupon_id";
  ALTER TABLE "orders" DROP COLUMN "held_use";
  ALTER TABLE "orders" DROP COLUMN "pending_slot";
  ALTER TABLE "orders" DROP COLUMN "expires_at";`)
}
