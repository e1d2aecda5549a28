import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import { readingPdfPath, type ShareKind } from '../../domain/sharing'
import { useToast } from '../ui/toast'

/** A share link as the page's loader hands it over (sharing.server.ts's ShareState). */
export type ShareLinkState = { token: string; url: string; imageUrl: string; text: string; headline: string }

type ShareAnswer = { ok: true; intent: 'create' | 'revoke'; link: ShareLinkState | null } | { ok: false; intent: string | null; code: string }

const neverChanges = () => () => {}
const hasNativeShare = () => typeof navigator.share === 'function'

const cardClass = 'rounded-2xl border border-violet-100 bg-white p-5 shadow-sm sm:p-6'
const buttonClass =
  'inline-flex min-h-tap items-center justify-center rounded-xl bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700 disabled:opacity-70'
const outlineClass =
  'inline-flex min-h-tap items-center justify-center rounded-xl border border-night-800 px-4 py-2 font-semibold text-night-800 hover:bg-violet-50'

/**
 * Sharing for any reading (issue 14, spec 2.7 and 7.4): first the owner makes a public link (so nothing is published
 * until they ask), then native share where the browser has it or copy ("Copied to clipboard"), X, Facebook, WhatsApp,
 * "Text copied for Instagram", the card as an image, and Stop sharing. The PDF is the owner's and needs no link.
 */
export function ShareButtons({
  kind,
  itemId,
  link: initial,
  level = 2,
  note,
}: {
  kind: ShareKind
  itemId: string
  link: ShareLinkState | null
  /** The heading's level where the buttons sit inside a card or a dialog that has its own heading. */
  level?: 2 | 3 | 4
  /** What else stays private for this kind (a crush's name, ADR 144), said before the link is made. */
  note?: string
}) {
  const { t } = useTranslation('share')
  const { toast } = useToast()
  const fetcher = useFetcher<ShareAnswer>()
  // Known only in the browser: the server draws the copy button, the browser swaps in native share where it exists.
  const canShare = useSyncExternalStore(neverChanges, hasNativeShare, () => false)
  const busy = fetcher.state !== 'idle'

  const answer = fetcher.data
  // The latest answer decides until the page's own data catches up (React Router reloads it after each post).
  const link = answer?.ok ? answer.link : initial
  // Each answer is acted on once, however often the page renders after it.
  const handled = useRef<ShareAnswer | undefined>(undefined)
  useEffect(() => {
    if (!answer || handled.current === answer) return
    handled.current = answer
    if (!answer.ok) toast({ title: t('failed'), variant: 'destructive' })
    else if (answer.intent === 'revoke') toast({ title: t('revoked') })
  }, [answer, t, toast])

  async function copy(text: string, done: string) {
    try {
      await navigator.clipboard.writeText(text)
      toast({ title: done })
    } catch (error) {
      console.error('Copying the share text failed', error)
    }
  }
  async function share(current: ShareLinkState) {
    try {
      await navigator.share({ title: current.headline, text: current.text, url: current.url })
    } catch {
      // The visitor closed the share sheet: nothing to say.
    }
  }

  // Several readings of a kind can share a page (the crush analyzer's list), so the id names the item too.
  const headingId = `share-heading-${kind}-${itemId}`
  const Heading = `h${level}` as const
  return (
    <section aria-labelledby={headingId} className={`mt-6 ${cardClass}`} data-testid="share">
      <Heading id={headingId} className="text-xl font-semibold text-night-900">
        {t('heading')}
      </Heading>
      {link ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {t('link')}:{' '}
            <a href={link.url} className="break-all font-medium text-violet-700 underline" data-testid="share-url">
              {link.url}
            </a>
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            {canShare ? (
              <button type="button" onClick={() => void share(link)} className={buttonClass}>
                {t('native')}
              </button>
            ) : (
              <button type="button" onClick={() => void copy(`${link.text} ${link.url}`, t('copied'))} className={buttonClass}>
                {t('copy')}
              </button>
            )}
            <ExternalLinks link={link} />
            <button type="button" onClick={() => void copy(`${link.text}\n${link.url}`, t('instagramCopied'))} className={outlineClass}>
              {t('instagram')}
            </button>
          </div>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={link.imageUrl} download className={outlineClass}>
              {t('image')}
            </a>
            <a href={readingPdfPath(kind, itemId)} download className={outlineClass}>
              {t('downloadPdf')}
            </a>
            <fetcher.Form method="post" action="/share">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="token" value={link.token} />
              <button type="submit" disabled={busy} className={outlineClass}>
                {t('revoke')}
              </button>
            </fetcher.Form>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">{t('lead')}</p>
          {note ? <p className="mt-1 text-sm text-slate-700">{note}</p> : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <fetcher.Form method="post" action="/share">
              <input type="hidden" name="intent" value="create" />
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="itemId" value={itemId} />
              <button type="submit" disabled={busy} className={buttonClass}>
                {busy ? t('creating') : t('create')}
              </button>
            </fetcher.Form>
            <a href={readingPdfPath(kind, itemId)} download className={outlineClass}>
              {t('downloadPdf')}
            </a>
          </div>
        </>
      )}
    </section>
  )
}

function ExternalLinks({ link }: { link: ShareLinkState }) {
  const { t } = useTranslation('share')
  const text = encodeURIComponent(link.text)
  const url = encodeURIComponent(link.url)
  const links = [
    { key: 'x', href: `https://twitter.com/intent/tweet?text=${text}&url=${url}`, label: t('x') },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, label: t('facebook') },
    { key: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${link.text} ${link.url}`)}`, label: t('whatsapp') },
  ]
  return links.map((l) => (
    <a key={l.key} href={l.href} target="_blank" rel="noopener noreferrer" className={outlineClass} data-share={l.key}>
      {l.label}
      <span className="sr-only"> {t('newWindow')}</span>
    </a>
  ))
}
