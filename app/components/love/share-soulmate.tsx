import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '../ui/toast'

const neverChanges = () => () => {}
const hasNativeShare = () => typeof navigator.share === 'function'

/**
 * Sharing a soulmate reading: the native share sheet where the browser has one, else a copy to the clipboard (spec
 * 7.4). Small on purpose, so the shared sharing component can replace it.
 */
export function ShareSoulmate({ text, url, className }: { text: string; url: string; className: string }) {
  const { t } = useTranslation('love')
  const { toast } = useToast()
  const canShare = useSyncExternalStore(neverChanges, hasNativeShare, () => false)
  async function share() {
    try {
      await navigator.share({ title: t('result.title'), text, url })
    } catch {
      // The visitor closed the share sheet: nothing to say.
    }
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(`${text} ${url}`)
      toast({ title: t('share.copied') })
    } catch (error) {
      console.error('Copying the soulmate reading failed', error)
    }
  }
  return canShare ? (
    <button type="button" onClick={() => void share()} className={className}>
      {t('share.native')}
    </button>
  ) : (
    <button type="button" onClick={() => void copy()} className={className}>
      {t('share.copy')}
    </button>
  )
}
