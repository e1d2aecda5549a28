import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import { readingPdfPath, type ShareKind } from '../../domain/sharing'
import { Button, buttonClass } from '../ui/button'
import { Card } from '../ui/card'
import { useToast } from '../ui/toast'

/** A share link as the page's loader hands it over (sharing.server.ts's ShareState). */
export type ShareLinkState = { token: string; url: string; imageUrl: string; text: string; headline: string }

type ShareAnswer = { ok: true; intent: 'create' | 'revoke'; link: ShareLinkState | null } | { ok: false; intent: string | null; code: string }

const neverChanges = () => () => {}
const hasNativeShare = () => typeof navigator.share === 'function'

const outlineClass = buttonClass({ variant: 'outline' })

/**
 * Sharing for any reading (spec 2.7 and 7.4): first the owner makes a public link (so nothing is published
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
    <Card aria-labelledby={headingId} className="mt-6" data-testid="share">
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
              <Button type="button" onClick={() => void share(link)}>
                {t('native')}
              </Button>
            ) : (
              <Button type="button" onClick={() => void copy(`${link.text} ${link.url}`, t('copied'))}>
                {t('copy')}
              </Button>
            )}
            <ExternalLinks link={link} />
            <Button variant="outline" type="button" onClick={() => void copy(`${link.text}\n${link.url}`, t('instagramCopied'))}>
              {t('instagram')}
            </Button>
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
              <Button variant="outline" type="submit" disabled={busy}>
                {t('revoke')}
              </Button>
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
              <Button type="submit" disabled={busy}>
                {busy ? t('creating') : t('create')}
              </Button>
            </fetcher.Form>
            <a href={readingPdfPath(kind, itemId)} download className={outlineClass}>
              {t('downloadPdf')}
            </a>
          </div>
        </>
      )}
    </Card>
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
