// The data half of the `18_preview_seo` migrations (issue 18): read time became per language and worked out from the
// text, so every existing row, published and versions alike, gets the minutes of its own language's words. Kept
// outside migrations/<dialect>/, where Payload would take it for a migration. Plain SQL runs on SQLite and PostgreSQL.
import { readTimeOf } from '../app/utils/read-time'

type Row = { id: unknown; content: unknown }
type Query = (statement: string) => Promise<Row[]>
type Run = (statement: string) => Promise<unknown>

const TABLES = [
  { table: 'posts_locales', content: 'content', readTime: 'read_time' },
  { table: '_posts_v_locales', content: 'version_content', readTime: 'version_read_time' },
]

/** Both values written are numbers (checked), so they go into the statement as literals, alike in both dialects. */
export async function fillReadTimes(query: Query, run: Run): Promise<void> {
  for (const { table, content, readTime } of TABLES) {
    const rows = await query(`SELECT "id", "${content}" AS "content" FROM "${table}"`)
    for (const row of rows) {
      // SQLite keeps JSON as text, PostgreSQL hands back the parsed value.
      const state = typeof row.content === 'string' ? JSON.parse(row.content) : row.content
      const id = Number(row.id)
      if (!Number.isSafeInteger(id)) continue
      await run(`UPDATE "${table}" SET "${readTime}" = ${readTimeOf(state)} WHERE "id" = ${id}`)
    }
  }
}
