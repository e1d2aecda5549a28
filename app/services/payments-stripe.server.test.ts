import { afterEach, describe, expect, it } from 'vitest'
import { checkPaymentsEnv } from './payments-stripe.server'

const KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'PAYMENTS_TEST_CHECKOUT'] as const
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]))

function setEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const key of KEYS) {
    if (values[key] === undefined) delete process.env[key]
    else process.env[key] = values[key]
  }
}

afterEach(() => setEnv(saved as Record<string, string>))

describe('the Stripe settings, checked at start-up', () => {
  it('accepts neither key (the test checkout) or both well-formed keys', () => {
    setEnv({})
    expect(() => checkPaymentsEnv()).not.toThrow()
    setEnv({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' })
    expect(() => checkPaymentsEnv()).not.toThrow()
    setEnv({ STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })
    expect(() => checkPaymentsEnv()).not.toThrow()
  })

  it('stops on one key without the other, naming both', () => {
    for (const values of [{ STRIPE_SECRET_KEY: 'sk_test_abc123' }, { STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }]) {
      setEnv(values)
      expect(() => checkPaymentsEnv()).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together/)
    }
  })

  it('stops on a malformed value, naming the variable', () => {
    setEnv({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })
    expect(() => checkPaymentsEnv()).toThrow(/STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must be a Stripe secret key/)
    setEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'secret' })
    expect(() => checkPaymentsEnv()).toThrow(/STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET must start with whsec_/)
    setEnv({ PAYMENTS_TEST_CHECKOUT: 'yes' })
    expect(() => checkPaymentsEnv()).toThrow(/PAYMENTS_TEST_CHECKOUT/)
  })
})
