/**
 * The one error type the engine throws on purpose. Callers (services) catch it and turn `code`
 * into a user message; anything else escaping the engine is a bug.
 */
export type AstrologyInputErrorCode =
  | 'INVALID_DATE'
  | 'DATE_OUT_OF_RANGE'
  | 'INVALID_TIME'
  | 'INVALID_TIME_ZONE'
  | 'NONEXISTENT_LOCAL_TIME'
  | 'AMBIGUOUS_LOCAL_TIME'
  | 'INVALID_LATITUDE'
  | 'INVALID_LONGITUDE'
  | 'INVALID_INSTANT'
  | 'INVALID_NAME'
  | 'UNSUPPORTED_SCRIPT'
  | 'INVALID_ARGUMENT'

export class AstrologyInputError extends Error {
  override readonly name = 'AstrologyInputError'
  readonly code: AstrologyInputErrorCode
  /** The input field at fault, e.g. `date`, `time`, `tz`, `lat`, `fullName`. */
  readonly field: string
  /** Machine-readable extras, e.g. the two candidate instants of an ambiguous local time. */
  readonly details: Readonly<Record<string, unknown>>

  constructor(code: AstrologyInputErrorCode, field: string, message: string, details: Readonly<Record<string, unknown>> = {}) {
    super(message)
    this.code = code
    this.field = field
    this.details = details
  }
}

export function isAstrologyInputError(error: unknown): error is AstrologyInputError {
  return error instanceof AstrologyInputError
}
