import { Share2 } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useToast } from '../ui/toast'

const neverChanges = () => () => {}
const hasNativeShare = () => typeof navigator.share === 'function'

/**
 * One Share button: the browser's share sheet where it has one, else the text copied with a toast. Kept small so the
 * sharing work (links and cards, built beside this issue) can replace it in one place.
 */
export function ShareTextButton({
  text,
  url,
  title,
  label,
  copiedLabel,
  className,
}: {
  text: string
  url: string
  title: string
  label: string
  copiedLabel: string
  className: string
}) {
  const { toast } = useToast()
  const canShare = useSyncExternalStore(neverChanges, hasNativeShare, () => false)
  async function share() {
    if (canShare) {
      try {
        await navigator.share({ title, text, url })
      } catch {
        // The visitor closed the share sheet: nothing to say.
      }
      return
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`)
      toast({ title: copiedLabel })
    } catch (error) {
      console.error('Copying the text failed', error)
    }
  }
  return (
    <button type="button" onClick={() => void share()} className={className}>
      <Share2 aria-hidden="true" className="size-5" />
      {label}
    </button>
  )
}
