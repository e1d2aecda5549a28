import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Issue 12: a landing feature's icon becomes a named SVG icon instead of an emoji. SQLite keeps a select as text, so
// there is no schema change: the seeded emoji become the names drawn in their place, and any other value the sparkles.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`
  UPDATE landing_features SET icon = CASE icon
    WHEN '🌅' THEN 'sunrise' WHEN '🔢' THEN 'hash' WHEN '🎨' THEN 'palette' WHEN '🧭' THEN 'compass'
    WHEN '💞' THEN 'heart-handshake' WHEN '🏔️' THEN 'mountain' WHEN '🏔' THEN 'mountain'
    ELSE 'sparkles' END
  WHERE icon NOT IN ('sunrise', 'hash', 'palette', 'compass', 'heart-handshake', 'mountain', 'sparkles', 'moon-star', 'star', 'calendar', 'book-open', 'gem')`)
}

/** The names stay: they fit the text column the earlier schema had. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
