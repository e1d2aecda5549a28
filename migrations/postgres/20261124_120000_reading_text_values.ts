import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { checkReadingTextValues } from '../../collections/ReadingTexts/check-values'

// Issue 18 (ADR 136): a reading text's value becomes a choice of its kind's values. No schema change: the column stays
// text. Loose spellings are written as the list spells them; a value no list holds is left and logged, never fatal.
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await checkReadingTextValues(payload, req)
}

/** The rewritten spellings are the ones the readings already matched: nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
