import type { Payload, PayloadRequest } from 'payload'
import { canonicalAppliesToValue } from '../../app/domain/readings/applies-to'

type Row = { id: number | string; appliesTo?: string | null; appliesToValue?: string | null }

interface ReadingTextValuesReport {
  /** Rows whose value matched one of its kind's only loosely ("aries ", "Nadi"), now written as the readings spell it. */
  fixed: { id: number | string; from: string; to: string }[]
  /** Rows whose value is none of its kind's: left as they are, for an editor to choose from the list. */
  invalid: { id: number | string; appliesTo: string; appliesToValue: string | null }[]
}

/**
 * The data step of the choice list for `appliesToValue` (ADR 136), for the combined migration to call with its
 * `payload` and `req`. It never fails on a row: a value it can place is rewritten to the list's spelling through the
 * database adapter (no hooks, no validation, no cache turn-over needed: the readings already matched it loosely or
 * not at all), and one it cannot place is left and listed, and logged, so the admin marks it when an editor opens it.
 */
export async function checkReadingTextValues(payload: Payload, req?: Partial<PayloadRequest>): Promise<ReadingTextValuesReport> {
  const { docs } = await payload.db.find<Row>({
    collection: 'reading-texts',
    where: { appliesTo: { not_equals: 'general' } },
    pagination: false,
    limit: 0,
    sort: 'id',
    req,
  })
  const report: ReadingTextValuesReport = { fixed: [], invalid: [] }
  for (const row of docs) {
    const kind = row.appliesTo ?? 'general'
    const value = row.appliesToValue ?? ''
    const canonical = canonicalAppliesToValue(kind, value)
    if (canonical === value) continue
    if (canonical === null) {
      report.invalid.push({ id: row.id, appliesTo: kind, appliesToValue: row.appliesToValue ?? null })
      continue
    }
    await payload.db.updateOne({ collection: 'reading-texts', id: row.id, data: { appliesToValue: canonical }, req })
    report.fixed.push({ id: row.id, from: value, to: canonical })
  }
  if (report.invalid.length > 0) {
    payload.logger.warn(
      `reading-texts: ${report.invalid.length} text(s) hold a value their kind does not have, left for an editor: ` +
        report.invalid.map((row) => `#${row.id} ${row.appliesTo} “${row.appliesToValue ?? ''}”`).join(', '),
    )
  }
  return report
}
