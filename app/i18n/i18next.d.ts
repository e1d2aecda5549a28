import 'i18next'
import type { Catalogues } from './types'

// Keys are typed from the English catalogues: `t('common:nav.home')` compiles, a missing key fails `npm run typecheck`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: Catalogues
  }
}
