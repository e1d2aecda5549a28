// Every language's catalogues, for the server only: the browser loads just the active language (i18n.client.ts).
import type { Locale } from '../utils/locales.mjs'
import * as en from '../locales/en'
import * as hi from '../locales/hi'
import type { Catalogues, Translation } from './types'

export const resources: Record<Locale, Translation<Catalogues>> = { en, hi }
