// The site's character rule (app/schemas/characters.ts) for every text field Payload stores, whoever writes it: the
// site through the Local API, a customer or an editor over REST or GraphQL, the admin UI (ADR 040).
import { ValidationError, type CollectionConfig, type Field, type FieldHook, type GlobalConfig, type Validate } from 'payload'
import { email, text, textarea } from 'payload/shared'
import { forbiddenCharacter, type TextKind } from '../../app/schemas/characters'
import { wordsFor } from './label'

const MESSAGES: Record<TextKind, string> = {
  'one-line': 'must be one line of text, without control characters',
  'multi-line': 'cannot contain control characters other than tabs and line breaks',
}

/** The message for the first string of `value` (one string, or a hasMany field's list) that breaks the rule. */
function problemWith(value: unknown, kind: TextKind, label: string): string | null {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item !== 'string') continue
    const found = forbiddenCharacter(item, kind)
    if (found) return `${label} ${MESSAGES[kind]} (found ${found})`
  }
  return null
}

type TextLike = Extract<Field, { type: 'text' | 'textarea' | 'email' }>

const DEFAULT_VALIDATE = { text, textarea, email } as Record<TextLike['type'], Validate>

function labelOf(field: TextLike): string {
  return typeof field.label === 'string' ? field.label : wordsFor(field.name)
}

/**
 * The value as the site's forms count it: zod counts a string's characters (code points), Payload's own validators its
 * UTF-16 units, in which an emoji is two. Each pair becomes one stand-in character for Payload's length check only, so
 * `maxLength` means the same number of characters in the form and in the collection (ADR 168).
 */
function countedAsCharacters(value: unknown): unknown {
  const count = (item: unknown) => (typeof item === 'string' ? item.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_') : item)
  return Array.isArray(value) ? value.map(count) : count(value)
}

function guard(field: TextLike): TextLike {
  const kind: TextKind = field.type === 'textarea' ? 'multi-line' : 'one-line'
  const label = labelOf(field)
  // A field's own validate sees the value as it is; Payload's default one (lengths, required) counts characters.
  const ownValidate: Validate = field.validate
    ? (field.validate as Validate)
    : field.type === 'email'
      ? DEFAULT_VALIDATE.email
      : (value, args) => DEFAULT_VALIDATE[field.type](countedAsCharacters(value), args)
  // Validation gives the admin and the API a message on the field itself, then runs the field's own checks (a field
  // given a validate loses Payload's default one, so that one is called here).
  const validate: Validate = (value, args) => problemWith(value, kind, label) ?? ownValidate(value, args)
  // Payload skips validation for drafts and for fields hidden by an admin condition; this hook runs on every write,
  // first, so no later hook (encryption, say) ever sees the plain value with a control character in it.
  const refuse: FieldHook = ({ value, path }) => {
    const problem = problemWith(value, kind, label)
    if (problem) throw new ValidationError({ errors: [{ message: problem, path: path.join('.'), label }] })
    return value
  }
  return {
    ...field,
    validate,
    hooks: { ...field.hooks, beforeChange: [refuse, ...(field.hooks?.beforeChange ?? [])] },
  } as TextLike
}

function guardFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'email':
        return guard(field)
      case 'group':
      case 'array':
      case 'row':
      case 'collapsible':
        return { ...field, fields: guardFields(field.fields) } as Field
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: guardFields(tab.fields) })) }
      case 'blocks':
        // Blocks declared once in the config and referenced by slug (blockReferences) would need walking there; we
        // have none.
        return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: guardFields(block.fields) })) }
      default:
        return field
    }
  })
}

/**
 * The collection or global with the character rule on every text, textarea and e-mail field, nested ones included:
 * one line for text and e-mail, line breaks and tabs allowed in a textarea. A value that breaks it is refused (a 400
 * naming the field), never silently changed. The config given is left as it was.
 */
export function withTextRules<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: guardFields(config.fields) }
}
