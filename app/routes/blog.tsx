import { Rss } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { PostCard } from '../components/post-card'
import { Field } from '../components/ui/field'
import { BLOG_FILTERS } from '../schemas/blog'
import { parseBlogSearch } from '../schemas/blog-search'
import { getSiteSettings, listPosts } from '../services/content.server'
import { pageMeta } from '../utils/meta'
import { feedHref } from '../utils/meta-feed'
import type { Route } from './+types/blog'

/** Served without React on the client (ADR 275): links, a search form, and a category that submits on change (its island). */
export const handle = { hydrate: false }

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseBlogSearch(new URL(request.url).searchParams)
  const locale = await getLocale(request)
  const [result, settings, t] = await Promise.all([listPosts(locale, search), getSiteSettings(locale), getFixedT(locale, 'blog')])
  return {
    search,
    ...result,
    copy: settings.blog,
    feed: feedHref(locale),
    meta: { title: t('title'), description: t('description'), feedTitle: t('feedTitle') },
  }
}

// The feed in the page's language, for browsers and readers that discover feeds from the page (ADR 205).
export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        ...pageMeta(data.meta.title, data.meta.description),
        { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: data.meta.feedTitle, href: data.feed },
      ]
    : []

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { search, posts, page, totalPages, totalPosts, copy, feed } = loaderData
  const { t } = useTranslation('blog')
  const submit = useSubmit()
  const navigation = useNavigation()
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/blog'
  const pageHref = (p: number) => {
    const params = new URLSearchParams()
    if (search.q) params.set('q', search.q)
    if (search.category !== 'all') params.set('category', search.category)
    if (p > 1) params.set('page', String(p))
    const qs = params.toString()
    return qs ? `/blog?${qs}` : '/blog'
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      <h1 className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">{copy.heading}</h1>
      <p className="mt-3 max-w-2xl text-slate-600">{copy.intro}</p>
      {/* A plain link, not the router's: the feed is no page, the browser shows or offers it itself. */}
      <a
        href={feed}
        type="application/rss+xml"
        className="mt-2 inline-flex items-center gap-1.5 py-1 text-sm font-semibold text-violet-700 hover:text-violet-900"
      >
        <Rss aria-hidden="true" className="size-4" />
        {t('feed')}
      </a>

      <Form
        method="get"
        role="search"
        className="mt-8 flex flex-col gap-3 md:flex-row md:items-end"
        onChange={(e) => {
          // Changing the category applies at once; typing waits for Enter or the button.
          if ((e.target as HTMLElement).getAttribute('name') === 'category') submit(e.currentTarget)
        }}
      >
        <Field id="blog-q" label={t('searchLabel')} className="flex-1">
          {(a11y) => (
            <input
              {...a11y}
              type="search"
              name="q"
              defaultValue={search.q}
              maxLength={100}
              placeholder={t('searchPlaceholder')}
              className="w-full rounded-lg border border-slate-300 px-4 py-2.5"
            />
          )}
        </Field>
        <Field id="blog-category" label={t('categoryLabel')}>
          {(a11y) => (
            <select
              {...a11y}
              name="category"
              data-submit-on-change=""
              defaultValue={search.category}
              className="w-full rounded-lg border border-slate-300 px-4 py-2.5 md:w-48"
            >
              {BLOG_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`categories.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="rounded-lg bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700">
          {t('search')}
        </button>
      </Form>

      {/* Names the search the list below answers: the address changes before the new list is drawn. */}
      <div data-results-for={search.q ?? ''}>
        <p className="mt-6 text-sm text-slate-600" aria-live="polite">
          {searching ? t('searching') : t('count', { count: totalPosts })}
        </p>

        {posts.length === 0 ? (
          <div className="mt-10 rounded-2xl border border-dashed border-violet-200 px-6 py-16 text-center">
            <p className="text-lg font-semibold text-night-900">{t('noneFound')}</p>
            <p className="mt-2 text-slate-600">{t('tryAnother')}</p>
            <Link to="/blog" className="mt-4 inline-block font-semibold text-violet-700 hover:text-violet-900">
              {t('showAll')}
            </Link>
          </div>
        ) : (
          <div className={`mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${searching ? 'opacity-60' : ''}`}>
            {posts.map((post, index) => (
              <PostCard key={post.slug} post={post} headingLevel={2} priority={index === 0} />
            ))}
          </div>
        )}
      </div>

      {totalPages > 1 ? (
        <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="font-semibold text-violet-700">
              {t('newer')}
            </Link>
          ) : null}
          <span className="text-sm text-slate-600">{t('pageOf', { page, total: totalPages })}</span>
          {page < totalPages ? (
            <Link to={pageHref(page + 1)} className="font-semibold text-violet-700">
              {t('older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
