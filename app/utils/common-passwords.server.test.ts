import { describe, expect, it } from 'vitest'
import { PASSWORD_MIN } from '../schemas/account'
import { COMMON_PASSWORD_COUNT, commonPasswords, isCommonPassword } from './common-passwords.server'

describe('common passwords', () => {
  it('refuses the passwords people choose most, whatever their case', () => {
    for (const password of ['123456', 'password', 'Password', 'QWERTY', 'iloveyou', '123456789', 'sunshine', 'qwerty123']) {
      expect(isCommonPassword(password), password).toBe(true)
    }
  })

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('kesar-mango-42')).toBe(false)
  })

  it('holds the most common ten thousand, each long enough that only the list refuses it', () => {
    const list = commonPasswords()
    expect(list.size).toBeGreaterThan(COMMON_PASSWORD_COUNT * 0.95)
    for (const password of list) {
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN)
      expect(password).toBe(password.toLowerCase())
    }
  })
})
