/** The languages a customer may prefer (spec 3, sign-up data), each named in its own script. */
export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'it', label: 'Italiano' },
  { value: 'pt', label: 'Português' },
  { value: 'hi', label: 'हिन्दी (Hindi)' },
  { value: 'zh', label: '中文 (Chinese)' },
  { value: 'ja', label: '日本語 (Japanese)' },
  { value: 'ar', label: 'العربية (Arabic)' },
] as const

export type Language = (typeof LANGUAGES)[number]['value']
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.value) as [Language, ...Language[]]
