import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { useToast } from './ui/toast'

type NewsletterResult = { ok: true; title: string; description: string } | { ok: false; error: string }

export function NewsletterForm({ source }: { source: string }) {
  const fetcher = useFetcher<NewsletterResult>()
  const { toast } = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) {
      toast({ title: fetcher.data.title, description: fetcher.data.description })
      formRef.current?.reset()
    } else {
      toast({ title: 'Something went wrong', description: fetcher.data.error, variant: 'destructive' })
    }
  }, [fetcher.state, fetcher.data, toast])

  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" className="flex w-full max-w-md flex-col gap-3 sm:flex-row" noValidate={false}>
      <input type="hidden" name="source" value={source} />
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="you@example.com"
        className="min-w-0 flex-1 rounded-lg border border-white/20 bg-white/95 px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-saffron-400 px-5 py-2.5 font-semibold text-night-950 hover:bg-saffron-300 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? 'Subscribing...' : 'Subscribe'}
      </button>
    </fetcher.Form>
  )
}
