import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Data repair, no schema change (issue 10, hole 1). PostgreSQL refused the values that broke SQLite rows
// (`"createdAt": true`), but a timestamp column still takes 'infinity' and years JavaScript cannot format
// (beyond 9999), which break every list holding the row just the same. Each such timestamp takes the row's other
// timestamp when that one is sound, else the time of repair.

const sound = (column: string) => `(isfinite(${column}) AND extract(year FROM ${column}) BETWEEN 1 AND 9999)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute(
    sql`SELECT table_name AS tbl FROM information_schema.columns WHERE table_schema = current_schema() AND column_name IN ('created_at', 'updated_at') GROUP BY table_name HAVING count(*) = 2`,
  )
  for (const { tbl } of rows as { tbl: string }[]) {
    const table = `"${tbl.replaceAll('"', '""')}"`
    await db.execute(
      sql.raw(`UPDATE ${table} SET created_at = CASE WHEN ${sound('updated_at')} THEN updated_at ELSE now() END WHERE NOT ${sound('created_at')}`),
    )
    await db.execute(
      sql.raw(`UPDATE ${table} SET updated_at = CASE WHEN ${sound('created_at')} THEN created_at ELSE now() END WHERE NOT ${sound('updated_at')}`),
    )
  }
}

/** A repaired timestamp cannot be broken again on purpose. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
