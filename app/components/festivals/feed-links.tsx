import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button'
import { inputClass } from '../ui/field'

/**
 * The feed's address as a subscribe link (webcal, which a phone's calendar opens) and as text to copy into a
 * calendar's "From URL". The text is selectable before script arrives; the Copy button appears once it has.
 */
export function FeedAddress({ id, label, https }: { id: string; label: string; https: string }) {
  const { t } = useTranslation('festivals')
  const [hydrated, setHydrated] = useState(false)
  const [copied, setCopied] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- hydration is the event: the server's render has no button
  useEffect(() => setHydrated(true), [])
  async function copy() {
    try {
      await navigator.clipboard.writeText(https)
      setCopied(true)
    } catch (error) {
      console.error('Copying the feed address failed', error)
    }
  }
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input id={id} readOnly value={https} className={`${inputClass} min-w-0 flex-1 font-mono text-xs`} onFocus={(e) => e.currentTarget.select()} />
        {hydrated ? (
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            {copied ? t('settings.copied') : t('settings.copy')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {copied ? t('settings.copied') : ''}
      </p>
    </div>
  )
}
