// Unit tests read schema messages as a visitor would: translated from their catalogue keys (ADR 055).
import { createInstance } from 'i18next'
import enValidation from '../../app/locales/en/validation'
import hiValidation from '../../app/locales/hi/validation'
import { translateMessage, type Translate } from '../../app/schemas/messages'

function translator(lng: 'en' | 'hi'): Translate {
  const i18n = createInstance()
  // Resources given inline load at once, so the instance is usable without awaiting init.
  void i18n.init({ lng, initAsync: false, resources: { en: { validation: enValidation }, hi: { validation: hiValidation } }, defaultNS: 'validation' })
  return i18n.getFixedT(lng, 'validation') as unknown as Translate
}

const translators = { en: translator('en'), hi: translator('hi') }

/** A schema message as the visitor reads it in `lng`. */
export const readAs = (text: string, lng: 'en' | 'hi' = 'en') => translateMessage(translators[lng], text)
