import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Data repair, no schema change (issue 10, hole 1). Before callers were kept from writing timestamps, one
// `"createdAt": true` stored `created_at = 1.0` (or '1e308', ...), and every list holding that row failed for
// everyone. Each such timestamp takes the row's other timestamp when that one is sound, else the time of repair.

/** Text in Payload's own format (2026-11-23T12:00:00.000Z) that SQLite also reads as a moment. */
const sound = (column: string) =>
  `(typeof(${column}) = 'text' AND ${column} GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]*' AND julianday(${column}) IS NOT NULL)`
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.run(
    sql`SELECT m.name AS tbl FROM sqlite_master m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'created_at') AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'updated_at')`,
  )
  for (const { tbl } of rows as unknown as { tbl: string }[]) {
    const table = `"${tbl.replaceAll('"', '""')}"`
    await db.run(
      sql.raw(`UPDATE ${table} SET created_at = CASE WHEN ${sound('updated_at')} THEN updated_at ELSE ${NOW} END WHERE NOT ${sound('created_at')}`),
    )
    await db.run(
      sql.raw(`UPDATE ${table} SET updated_at = CASE WHEN ${sound('created_at')} THEN created_at ELSE ${NOW} END WHERE NOT ${sound('updated_at')}`),
    )
  }
}

/** A repaired timestamp cannot be broken again on purpose. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
