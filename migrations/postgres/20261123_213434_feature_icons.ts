import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Issue 12: a landing feature's icon becomes a named SVG icon instead of an emoji. The seeded emoji become the names
// drawn in their place, and any other value the sparkles, before the column takes the enum (the cast fails otherwise).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "landing_features" SET "icon" = CASE "icon"
    WHEN '🌅' THEN 'sunrise' WHEN '🔢' THEN 'hash' WHEN '🎨' THEN 'palette' WHEN '🧭' THEN 'compass'
    WHEN '💞' THEN 'heart-handshake' WHEN '🏔️' THEN 'mountain' WHEN '🏔' THEN 'mountain'
    ELSE 'sparkles' END
  WHERE "icon" NOT IN ('sunrise', 'hash', 'palette', 'compass', 'heart-handshake', 'mountain', 'sparkles', 'moon-star', 'star', 'calendar', 'book-open', 'gem');
  CREATE TYPE "public"."enum_landing_features_icon" AS ENUM('sunrise', 'hash', 'palette', 'compass', 'heart-handshake', 'mountain', 'sparkles', 'moon-star', 'star', 'calendar', 'book-open', 'gem');
  ALTER TABLE "landing_features" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_landing_features_icon" USING "icon"::"public"."enum_landing_features_icon";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing_features" ALTER COLUMN "icon" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_landing_features_icon";`)
}
