// Types for fresh-postgres.mjs.
export function freshPostgresDatabase(uri: string): void
