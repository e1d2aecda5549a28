import type { Translation } from '../../i18n/types'
import type en from '../en/pricing'

export default {} satisfies Translation<typeof en>
