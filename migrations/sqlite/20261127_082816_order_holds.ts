import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`held_coupon_id\` integer REFERENCES coupons(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`held_use\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pending_slot\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_held_coupon_idx\` ON \`orders\` (\`held_coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_expires_at_idx\` ON \`orders\` (\`expires_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`heldCoupon_heldUse_idx\` ON \`orders\` (\`held_coupon_id\`,\`held_use\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`heldCoupon_user_idx\` ON \`orders\` (\`held_coupon_id\`,\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_pendingSlot_idx\` ON \`orders\` (\`user_id\`,\`pending_slot\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer,
  	\`tier_id\` integer,
  	\`tier_name\` text NOT NULL,
  	\`credits\` numeric NOT NULL,
  	\`access_days\` numeric NOT NULL,
  	\`list_price\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'inr' NOT NULL,
  	\`coupon_code\` text,
  	\`percent_off\` numeric,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`stripe_session_id\` text,
  	\`stripe_payment_intent_id\` text,
  	\`paid_at\` text,
  	\`refunded_at\` text,
  	\`coupon_not_redeemed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tier_id\`) REFERENCES \`tiers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_orders\`("id", "user_id", "tier_id", "tier_name", "credits", "access_days", "list_price", "amount", "currency", "coupon_code", "percent_off", "kind", "status", "stripe_session_id", "stripe_payment_intent_id", "paid_at", "refunded_at", "coupon_not_redeemed", "updated_at", "created_at") SELECT "id", "user_id", "tier_id", "tier_name", "credits", "access_days", "list_price", "amount", "currency", "coupon_code", "percent_off", "kind", "status", "stripe_session_id", "stripe_payment_intent_id", "paid_at", "refunded_at", "coupon_not_redeemed", "updated_at", "created_at" FROM \`orders\`;`,
  )
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`orders_user_idx\` ON \`orders\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_tier_idx\` ON \`orders\` (\`tier_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_session_id_idx\` ON \`orders\` (\`stripe_session_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_payment_intent_id_idx\` ON \`orders\` (\`stripe_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
}
