import type { Translation } from '../../i18n/types'
import type en from '../en/pages'

export default {} satisfies Translation<typeof en>
