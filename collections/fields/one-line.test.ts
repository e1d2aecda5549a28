import type { CollectionConfig, Field, FieldHook, GlobalConfig, TextFieldSingleValidation } from 'payload'
import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { withTextRules } from './one-line'

type Validator = (value: unknown, args: Record<string, unknown>) => unknown
type Hooked = { validate?: Validator; hooks?: { beforeChange?: FieldHook[] } }

/** The fields of a walked config by their dotted name; rows, collapsibles and unnamed tabs add nothing to it. */
function byPath(fields: Field[], prefix = ''): Record<string, Field> {
  const found: Record<string, Field> = {}
  for (const field of fields) {
    const named = 'name' in field && field.name ? `${prefix}${field.name}` : null
    if (named) found[named] = field
    const inner = named ? `${named}.` : prefix
    if ('fields' in field) Object.assign(found, byPath(field.fields, inner))
    if (field.type === 'tabs')
      for (const tab of field.tabs) Object.assign(found, byPath(tab.fields, 'name' in tab && tab.name ? `${inner}${tab.name}.` : inner))
    if (field.type === 'blocks') for (const block of field.blocks) Object.assign(found, byPath(block.fields, `${inner}${block.slug}.`))
  }
  return found
}

/** What the field's validate says (true, or the message). Payload's own validators need `req.t`. */
async function validate(field: Field, value: unknown) {
  const args = {
    req: { t: (key: string) => key, payload: { config: { collections: [] } } },
    required: (field as { required?: boolean }).required,
    siblingData: {},
    data: {},
  }
  return (field as Hooked).validate!(value, { ...field, ...args })
}

/** Runs the field's beforeChange hooks in order as Payload does; a refusal throws. */
async function beforeChange(field: Field, value: unknown) {
  let current = value
  for (const hook of (field as Hooked).hooks?.beforeChange ?? []) {
    const next = await hook({ value: current, path: ['x'], data: {}, siblingData: {} } as never)
    if (next !== undefined) current = next
  }
  return current
}

const calls: string[] = []
const customValidate = (value: unknown) => (value === 'forbidden word' ? 'Not that word' : true)
const existingHook: FieldHook = ({ value }) => {
  calls.push(`existing:${String(value)}`)
  return typeof value === 'string' ? value.toUpperCase() : value
}

const collection: CollectionConfig = {
  slug: 'things',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea' },
    { name: 'contact', type: 'email' },
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'code', type: 'text', validate: customValidate as TextFieldSingleValidation, hooks: { beforeChange: [existingHook] } },
    { name: 'count', type: 'number' },
    { name: 'body', type: 'richText' },
    { type: 'row', fields: [{ name: 'inRow', type: 'text' }] },
    { type: 'collapsible', label: 'More', fields: [{ name: 'inCollapsible', type: 'textarea' }] },
    { name: 'group', type: 'group', fields: [{ name: 'inGroup', type: 'text' }] },
    { name: 'list', type: 'array', fields: [{ name: 'inArray', type: 'text' }] },
    { name: 'layout', type: 'blocks', blocks: [{ slug: 'quote', fields: [{ name: 'inBlock', type: 'textarea' }] }] },
    {
      type: 'tabs',
      tabs: [
        { label: 'Plain tab', fields: [{ name: 'inTab', type: 'text' }] },
        { name: 'named', label: 'Named tab', fields: [{ name: 'inNamedTab', type: 'email' }] },
      ],
    },
  ],
}

const ONE_LINE = ['title', 'contact', 'tags', 'code', 'inRow', 'group.inGroup', 'list.inArray', 'inTab', 'named.inNamedTab']
const MULTI_LINE = ['summary', 'inCollapsible', 'layout.quote.inBlock']

describe('withTextRules', () => {
  const walked = byPath(withTextRules(collection).fields)

  it.each(ONE_LINE)('%s, a one-line field, refuses controls and line breaks in validate and in its beforeChange hook', async (path) => {
    const field = walked[path]!
    for (const bad of ['a\u0000b', 'a\u001b[2Jb', 'a\r\nb', 'a\nb', 'a\tb', 'a\u2028b']) {
      const value = path === 'tags' ? ['fine', bad] : bad
      expect(await validate(field, value), `${path} ${JSON.stringify(bad)}`).toMatch(/one line of text, without control characters/)
      await expect(beforeChange(field, value)).rejects.toBeInstanceOf(ValidationError)
    }
  })

  it.each(MULTI_LINE)('%s, a field of several lines, keeps tabs and line breaks and refuses other controls', async (path) => {
    const field = walked[path]!
    expect(await validate(field, 'one\r\ntwo\n\tthree')).toBe(true)
    expect(await beforeChange(field, 'one\r\ntwo')).toBe('one\r\ntwo')
    for (const bad of ['a\u0000', 'a\u001b[31m', 'a\u007f', 'a\u0085']) {
      expect(await validate(field, bad)).toMatch(/cannot contain control characters/)
      await expect(beforeChange(field, bad)).rejects.toBeInstanceOf(ValidationError)
    }
  })

  it('keeps the field its own validation after ours: required, e-mail syntax, a custom rule', async () => {
    expect(await validate(walked.title!, '')).not.toBe(true)
    expect(await validate(walked.title!, 'A title')).toBe(true)
    expect(await validate(walked.contact!, 'not an address')).not.toBe(true)
    expect(await validate(walked.contact!, 'a@example.com')).toBe(true)
    expect(await validate(walked.code!, 'forbidden word')).toBe('Not that word')
    expect(await validate(walked.code!, 'fine')).toBe(true)
  })

  it("checks before the field's own beforeChange hooks, so they see only clean values", async () => {
    calls.length = 0
    expect(await beforeChange(walked.code!, 'abc')).toBe('ABC')
    expect(calls).toEqual(['existing:abc'])
    await expect(beforeChange(walked.code!, 'a\u0000')).rejects.toBeInstanceOf(ValidationError)
    expect(calls).toEqual(['existing:abc'])
  })

  it('lets empty values and values that are not strings through to the other checks', async () => {
    for (const value of [undefined, null, '', 42]) expect(await beforeChange(walked.title!, value)).toBe(value)
  })

  it('leaves other fields alone and does not change the config it was given', () => {
    expect(walked.count).toEqual(collection.fields[5])
    expect(walked.body).toEqual(collection.fields[6])
    expect((collection.fields[0] as Hooked).validate).toBeUndefined()
  })

  it('counts maxLength in characters, as the forms do, so an emoji is one and not two (ADR 168)', async () => {
    const limited: CollectionConfig = {
      slug: 'limited',
      fields: [
        { name: 'name', type: 'text', maxLength: 100 },
        { name: 'names', type: 'text', hasMany: true, maxLength: 3 },
        { name: 'note', type: 'textarea', maxLength: 5 },
      ],
    }
    const fields = byPath(withTextRules(limited).fields)
    expect(await validate(fields.name!, '🌙'.repeat(100))).toBe(true)
    expect(await validate(fields.name!, '🌙'.repeat(101))).not.toBe(true)
    expect(await validate(fields.names!, ['🌙🌙🌙', 'abc'])).toBe(true)
    expect(await validate(fields.names!, ['🌙🌙🌙🌙'])).not.toBe(true)
    expect(await validate(fields.note!, 'नमस्ते')).not.toBe(true)
    expect(await validate(fields.note!, '🪐🪐\n🪐🪐')).toBe(true)
  })

  it('walks a global the same way', async () => {
    const global: GlobalConfig = { slug: 'settings', fields: [{ name: 'hero', type: 'group', fields: [{ name: 'heading', type: 'text' }] }] }
    const heading = byPath(withTextRules(global).fields)['hero.heading']!
    expect(await validate(heading, 'Hello\nWorld')).toMatch(/one line/)
  })
})
