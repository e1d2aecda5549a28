import { describe, expect, it } from 'vitest'
import { readAs } from '../../tests/helpers/validation-text'
import { customerPasswordProblem, staffPasswordProblem } from './passwords'

const said = (problem: string | null) => (problem === null ? null : readAs(problem))

// The rule wherever a password is set (the site's forms, the admin, REST, GraphQL, the Local API): ADR 167.
describe('new customer passwords', () => {
  it('refuse the guessable ones the probe set, each with words that say why', () => {
    expect(said(customerPasswordProblem('aaaaaa'))).toMatch(/too easy to guess/)
    expect(said(customerPasswordProblem('sunshine99'))).toMatch(/too easy to guess/)
    expect(said(customerPasswordProblem('123456 '))).toMatch(/spaces at the start or end/)
    expect(said(customerPasswordProblem(' kesar-mango-42'))).toMatch(/spaces at the start or end/)
    expect(said(customerPasswordProblem('kesar\u0000mango-42'))).toMatch(/control characters/)
    expect(said(customerPasswordProblem('kesar\tmango-42'))).toMatch(/control characters/)
  })

  it('accept a password that is hard to guess, spaces inside and all', () => {
    for (const password of ['kesar-mango-42', 'a long password 42', 'पासवर्ड-मज़बूत-है']) expect(customerPasswordProblem(password), password).toBeNull()
  })
})

describe('new staff passwords', () => {
  it('refuse long but guessable ones', () => {
    expect(said(staffPasswordProblem('password1234'))).toMatch(/too easy to guess|most common/)
    expect(said(staffPasswordProblem('aaaaaaaaaaaa'))).toMatch(/too easy to guess/)
    expect(said(staffPasswordProblem('qwertyuiop12'))).toMatch(/too easy to guess|most common/)
  })

  it('say what makes a refused one guessable, in English and Hindi (ADR 202)', () => {
    expect(said(staffPasswordProblem('password1234'))).toMatch(/a password or word many people use/)
    expect(said(staffPasswordProblem('123456789012'))).toMatch(/too easy to guess: /)
    expect(said(staffPasswordProblem('abcdefghijkl'))).toMatch(/a sequence \(like “abcd” or “1234”\)/)
    expect(said(staffPasswordProblem('aaaaaaaaaaaa'))).toMatch(/repeats characters or a pattern/)
    expect(said(staffPasswordProblem('qwertyuiop12'))).toMatch(/too easy to guess: /)
    expect(said(staffPasswordProblem('asdfghjkl;12'))).toMatch(/keys that sit together on the keyboard/)
    const hindi = staffPasswordProblem('abcdefghijkl')
    expect(hindi && readAs(hindi, 'hi')).toMatch(/यह एक क्रम है/)
  })

  it('accept a long password that is hard to guess', () => {
    expect(staffPasswordProblem('kesar-mango-tide-42')).toBeNull()
  })
})
