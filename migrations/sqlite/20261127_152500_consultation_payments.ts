import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`consultation_id\` integer REFERENCES consultations(id);`)
  await db.run(sql`CREATE INDEX \`orders_consultation_idx\` ON \`orders\` (\`consultation_id\`);`)
  await db.run(sql`ALTER TABLE \`consultations\` ADD \`hold_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`consultations\` ADD \`order_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`consultations_hold_expires_at_idx\` ON \`consultations\` (\`hold_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_order_idx\` ON \`consultations\` (\`order_id\`);`)
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
  	\`held_coupon_id\` integer,
  	\`held_use\` numeric,
  	\`pending_slot\` numeric,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`stripe_session_id\` text,
  	\`stripe_payment_intent_id\` text,
  	\`expires_at\` text,
  	\`paid_at\` text,
  	\`refunded_at\` text,
  	\`coupon_not_redeemed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tier_id\`) REFERENCES \`tiers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`held_coupon_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_orders\`("id", "user_id", "tier_id", "tier_name", "credits", "access_days", "list_price", "amount", "currency", "coupon_code", "percent_off", "held_coupon_id", "held_use", "pending_slot", "kind", "status", "stripe_session_id", "stripe_payment_intent_id", "expires_at", "paid_at", "refunded_at", "coupon_not_redeemed", "updated_at", "created_at") SELECT "id", "user_id", "tier_id", "tier_name", "credits", "access_days", "list_price", "amount", "currency", "coupon_code", "percent_off", "held_coupon_id", "held_use", "pending_slot", "kind", "status", "stripe_session_id", "stripe_payment_intent_id", "expires_at", "paid_at", "refunded_at", "coupon_not_redeemed", "updated_at", "created_at" FROM \`orders\`;`,
  )
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`orders_user_idx\` ON \`orders\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_tier_idx\` ON \`orders\` (\`tier_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_held_coupon_idx\` ON \`orders\` (\`held_coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_session_id_idx\` ON \`orders\` (\`stripe_session_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_payment_intent_id_idx\` ON \`orders\` (\`stripe_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_expires_at_idx\` ON \`orders\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`heldCoupon_heldUse_idx\` ON \`orders\` (\`held_coupon_id\`,\`held_use\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`heldCoupon_user_idx\` ON \`orders\` (\`held_coupon_id\`,\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_pendingSlot_idx\` ON \`orders\` (\`user_id\`,\`pending_slot\`);`)
  await db.run(sql`CREATE TABLE \`__new_consultations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer,
  	\`summary\` text,
  	\`astrologer_id\` integer NOT NULL,
  	\`type\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`duration\` numeric DEFAULT 30 NOT NULL,
  	\`time_zone\` text DEFAULT 'Asia/Kolkata' NOT NULL,
  	\`notes\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`cancelled_by\` text,
  	\`price\` numeric,
  	\`reminder_sent_at\` text,
  	\`slot0\` text,
  	\`slot1\` text,
  	\`slot2\` text,
  	\`open_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`astrologer_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_consultations\`("id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "open_key", "updated_at", "created_at") SELECT "id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "open_key", "updated_at", "created_at" FROM \`consultations\`;`,
  )
  await db.run(sql`DROP TABLE \`consultations\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultations\` RENAME TO \`consultations\`;`)
  await db.run(sql`CREATE INDEX \`consultations_user_idx\` ON \`consultations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_astrologer_idx\` ON \`consultations\` (\`astrologer_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_starts_at_idx\` ON \`consultations\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_status_idx\` ON \`consultations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot0_idx\` ON \`consultations\` (\`slot0\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot1_idx\` ON \`consultations\` (\`slot1\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot2_idx\` ON \`consultations\` (\`slot2\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_open_key_idx\` ON \`consultations\` (\`open_key\`);`)
  await db.run(sql`CREATE INDEX \`consultations_updated_at_idx\` ON \`consultations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_created_at_idx\` ON \`consultations\` (\`created_at\`);`)
}
