import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`astrologer_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_consultations\`("id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "updated_at", "created_at") SELECT "id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "updated_at", "created_at" FROM \`consultations\`;`,
  )
  await db.run(sql`DROP TABLE \`consultations\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultations\` RENAME TO \`consultations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`consultations_user_idx\` ON \`consultations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_astrologer_idx\` ON \`consultations\` (\`astrologer_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_starts_at_idx\` ON \`consultations\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_status_idx\` ON \`consultations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot0_idx\` ON \`consultations\` (\`slot0\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot1_idx\` ON \`consultations\` (\`slot1\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot2_idx\` ON \`consultations\` (\`slot2\`);`)
  await db.run(sql`CREATE INDEX \`consultations_updated_at_idx\` ON \`consultations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_created_at_idx\` ON \`consultations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_consultations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`astrologer_id\`) REFERENCES \`astrologers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_consultations\`("id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "updated_at", "created_at") SELECT "id", "user_id", "summary", "astrologer_id", "type", "starts_at", "duration", "time_zone", "notes", "status", "cancelled_by", "price", "reminder_sent_at", "slot0", "slot1", "slot2", "updated_at", "created_at" FROM \`consultations\`;`,
  )
  await db.run(sql`DROP TABLE \`consultations\`;`)
  await db.run(sql`ALTER TABLE \`__new_consultations\` RENAME TO \`consultations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`consultations_user_idx\` ON \`consultations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_astrologer_idx\` ON \`consultations\` (\`astrologer_id\`);`)
  await db.run(sql`CREATE INDEX \`consultations_starts_at_idx\` ON \`consultations\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_status_idx\` ON \`consultations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot0_idx\` ON \`consultations\` (\`slot0\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot1_idx\` ON \`consultations\` (\`slot1\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consultations_slot2_idx\` ON \`consultations\` (\`slot2\`);`)
  await db.run(sql`CREATE INDEX \`consultations_updated_at_idx\` ON \`consultations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consultations_created_at_idx\` ON \`consultations\` (\`created_at\`);`)
}
