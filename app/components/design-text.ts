import en from '~/locales/en/design'

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]
export type DesignKey = Leaves<typeof en>

/**
 * The design namespace's strings with i18next's call shape (`t('sky.heading')`, `{{name}}` interpolation), read from
 * the English catalogue until the i18n mechanism lands (i18n contract, point 5); then `useDesignT` becomes
 * `useTranslation('design')` and nothing else changes.
 */
export function useDesignT() {
  return designT
}

function designT(key: DesignKey, values: Record<string, string | number> = {}): string {
  let node: unknown = en
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
  return String(node).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
