import { useForm } from '@conform-to/react'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Field, InputField, SelectField, TextareaField } from './field'

/** Renders the three field components inside a Conform form whose last submission had the given errors. */
function render(errors: Record<string, string[]>) {
  function Form() {
    const [, fields] = useForm({
      id: 'f',
      lastResult: { status: 'error', initialValue: { email: 'a@b', note: 'hi', pick: 'b' }, error: errors },
      constraint: { email: { required: true }, note: { maxLength: 10 } },
    })
    return h(
      'form',
      null,
      h(InputField, { field: fields.email, label: 'Email', type: 'email', autoComplete: 'email' }),
      h(TextareaField, { field: fields.note, label: 'Note', rows: 3 }),
      h(SelectField, {
        field: fields.pick,
        label: 'Pick',
        children: [h('option', { key: 'a', value: 'a' }, 'A'), h('option', { key: 'b', value: 'b' }, 'B')],
      }),
    )
  }
  return renderToStaticMarkup(h(Form))
}

/** The attributes of the first tag of this name (no DOM in the unit tests: the markup is small and ours). */
function attributes(html: string, tag: string): Record<string, string> {
  const found = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)
  if (!found) throw new Error(`no <${tag}>`)
  return Object.fromEntries([...found[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']))
}

/** The text of the element with this id. */
const textOf = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]

describe('the form field components', () => {
  it('label each control and pass the field its name, value and constraints', () => {
    const html = render({})
    expect(html).toContain('<label for="f-email" class="block text-sm font-medium text-slate-700">Email</label>')
    expect(attributes(html, 'input')).toMatchObject({
      id: 'f-email',
      name: 'email',
      type: 'email',
      value: 'a@b',
      required: '',
      autoComplete: 'email',
      'aria-invalid': 'false',
    })
    expect(attributes(html, 'textarea')).toMatchObject({ id: 'f-note', name: 'note', maxLength: '10', rows: '3', 'aria-invalid': 'false' })
    expect(attributes(html, 'select')).toMatchObject({ id: 'f-pick', name: 'pick', 'aria-invalid': 'false' })
    expect(html).toContain('<option value="b" selected="">B</option>')
    expect(html).not.toContain('aria-describedby')
  })

  it('describe an invalid control by its first error, shown beside it', () => {
    const html = render({ email: ['Enter an e-mail address', 'second'], note: ['Too long'] })
    const email = attributes(html, 'input')
    expect(email['aria-invalid']).toBe('true')
    expect(textOf(html, email['aria-describedby']!)).toBe('Enter an e-mail address')
    expect(textOf(html, attributes(html, 'textarea')['aria-describedby']!)).toBe('Too long')
    expect(attributes(html, 'select')['aria-invalid']).toBe('false')
  })

  it('name a hint under the control in its description, after the error when there is one', () => {
    const field = (errors?: string[]) =>
      renderToStaticMarkup(
        h(Field, {
          id: 'when',
          label: 'Date',
          errors,
          hint: 'Up to 14 days ahead',
          className: 'flex-1',
          children: (a11y) => h('input', { ...a11y, name: 'date' }),
        }),
      )
    const plain = field()
    expect(plain).toMatch(/^<div class="flex-1">/)
    expect(attributes(plain, 'input')['aria-describedby']).toBe('when-hint')
    expect(textOf(plain, 'when-hint')).toBe('Up to 14 days ahead')
    const wrong = field(['Choose a date'])
    expect(attributes(wrong, 'input')['aria-describedby']).toBe('when-error when-hint')
    expect(textOf(wrong, 'when-error')).toBe('Choose a date')
  })
})
