// Types for cluster.mjs, which scripts/start.mjs and the unit tests load as plain JavaScript.
export function workerCount(value?: string): number
export function databaseUri(env?: Record<string, string | undefined>, file?: string): string
export function refusal(count: number, uri: string): string | null
