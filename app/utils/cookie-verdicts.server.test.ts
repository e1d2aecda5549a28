import { createCookie } from 'react-router'
import { describe, expect, it } from 'vitest'
import { rememberingVerdicts } from './cookie-verdicts.server'

const plain = () => createCookie('cosmic_session', { secrets: ['a-secret-long-enough-for-the-test'], path: '/' })

function counting() {
  const cookie = plain()
  let parses = 0
  const parse = cookie.parse.bind(cookie)
  return {
    cookie: Object.assign(Object.create(null), {
      name: cookie.name,
      isSigned: cookie.isSigned,
      expires: cookie.expires,
      serialize: cookie.serialize.bind(cookie),
      parse: (header: string | null, options?: object) => {
        parses++
        return parse(header, options)
      },
    }) as typeof cookie,
    parses: () => parses,
  }
}

describe('rememberingVerdicts', () => {
  it('answers as the cookie itself does, for a good value, a forged one and none', async () => {
    const header = (await plain().serialize({ token: 't'.repeat(40) })).split(';')[0]!
    const remembering = rememberingVerdicts(plain())
    expect(await remembering.parse(`tz=Asia%2FKolkata; ${header}`)).toEqual({ token: 't'.repeat(40) })
    const forged = header.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect(await remembering.parse(forged)).toBe(await plain().parse(forged))
    expect(await remembering.parse(forged)).toBeNull()
    expect(await remembering.parse('tz=Asia%2FKolkata')).toBeNull()
    expect(await remembering.parse(null)).toBeNull()
  })

  it('checks each value once, and gives every caller its own copy', async () => {
    const { cookie, parses } = counting()
    const remembering = rememberingVerdicts(cookie)
    const header = (await cookie.serialize({ token: 'x'.repeat(40) })).split(';')[0]!
    const first = (await remembering.parse(header)) as { token: string }
    first.token = 'changed in place'
    expect(await remembering.parse(`other=1; ${header}`)).toEqual({ token: 'x'.repeat(40) })
    expect(parses()).toBe(1)
    const second = (await cookie.serialize({ token: 'y'.repeat(40) })).split(';')[0]!
    expect(await remembering.parse(second)).toEqual({ token: 'y'.repeat(40) })
    expect(parses()).toBe(2)
  })
})
