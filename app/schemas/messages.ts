// How a schema names a message without holding its words (ADR 055). The same zod schema runs in the browser (Conform)
// and on the server, for visitors of either language, so its messages are keys of the `validation` catalogue, with
// their values, packed into the one string zod carries: `validation:text.tooLong?{"field":"…","max":100}`. Whoever
// shows a message to a person translates it with translateMessage: the field components with the page's t, the server
// with the request's (getFixedT). Text that is not such a key passes through unchanged.
import type validation from '../locales/en/validation'

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** A plural's forms (`tooMany_one`, `tooMany_other`) are asked for by their stem and a `count`. */
type Stem<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key

export type ValidationKey = Stem<Leaves<typeof validation>>
export type FieldName = keyof typeof validation.fieldNames
type Values = Record<string, string | number>

const PREFIX = 'validation:'
const KEY = /^validation:([A-Za-z0-9_.]+)(?:\?(\{.*\}))?$/s

/** The message `key` of the validation catalogue with its values, as a string a zod schema can carry. */
export function message(key: ValidationKey, values?: Values): string {
  return values ? `${PREFIX}${key}?${JSON.stringify(values)}` : `${PREFIX}${key}`
}

/** The key and values of a message made by `message`, or null for any other text. */
export function parseMessage(text: string): { key: ValidationKey; values: Values } | null {
  const match = KEY.exec(text)
  if (!match) return null
  let values: Values = {}
  if (match[2]) {
    try {
      const parsed: unknown = JSON.parse(match[2])
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) values = parsed as Values
    } catch {
      return null
    }
  }
  return { key: match[1] as ValidationKey, values }
}

/** Any function that looks a key up in the `validation` namespace: react-i18next's t, or getFixedT's. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/** The words a person reads for a message: a key is looked up (its values too, when they are keys), text is kept. */
export function translateMessage(t: Translate, text: string): string {
  const parsed = parseMessage(text)
  if (!parsed) return text
  const values = Object.fromEntries(
    Object.entries(parsed.values).map(([name, value]) => [name, typeof value === 'string' ? translateMessage(t, value) : value]),
  )
  // React and the mail templates escape what they print; escaping here too would show &quot; to the reader.
  return t(parsed.key, { ...values, interpolation: { escapeValue: false } })
}

/** A field's name inside a sentence ("your full name"), itself a key so it is translated with the sentence. */
export const fieldName = (name: FieldName) => message(`fieldNames.${name}`)
