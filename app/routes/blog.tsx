import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { PostCard } from '../components/post-card'
import { BLOG_FILTERS } from '../schemas/blog'
import { parseBlogSearch } from '../schemas/blog-search'
import { getSiteSettings, listPosts } from '../services/content.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/blog'

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseBlogSearch(new URL(request.url).searchParams)
  const [result, settings] = await Promise.all([listPosts(search), getSiteSettings()])
  return { search, ...result, copy: settings.blog }
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Blog', 'Articles on Vedic astrology, numerology and the zodiac: guides to your Moon sign, nakshatra, Guna Milan and more.')

const FILTER_LABELS: Record<(typeof BLOG_FILTERS)[number], string> = {
  all: 'All',
  astrology: 'Astrology',
  numerology: 'Numerology',
  zodiac: 'Zodiac',
  general: 'General',
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { search, posts, page, totalPages, totalPosts, copy } = loaderData
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

      <Form
        method="get"
        role="search"
        className="mt-8 flex flex-col gap-3 md:flex-row md:items-end"
        onChange={(e) => {
          // Changing the category applies at once; typing waits for Enter or the button.
          if ((e.target as HTMLElement).getAttribute('name') === 'category') submit(e.currentTarget)
        }}
      >
        <div className="flex-1">
          <label htmlFor="blog-q" className="block text-sm font-medium text-slate-700">
            Search articles
          </label>
          <input
            id="blog-q"
            type="search"
            name="q"
            defaultValue={search.q}
            maxLength={100}
            placeholder="Search by title, content or tag"
            className="mt-1 w-full rounded-lg border border-slate-300 px-4 py-2.5"
          />
        </div>
        <div>
          <label htmlFor="blog-category" className="block text-sm font-medium text-slate-700">
            Category
          </label>
          <select
            id="blog-category"
            name="category"
            defaultValue={search.category}
            className="mt-1 w-full rounded-lg border border-slate-300 px-4 py-2.5 md:w-48"
          >
            {BLOG_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-lg bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700">
          Search
        </button>
      </Form>

      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {searching ? 'Searching…' : `${totalPosts} ${totalPosts === 1 ? 'article' : 'articles'}`}
      </p>

      {posts.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-violet-200 px-6 py-16 text-center">
          <p className="text-lg font-semibold text-night-900">No articles found</p>
          <p className="mt-2 text-slate-600">Try another word or category.</p>
          <Link to="/blog" className="mt-4 inline-block font-semibold text-violet-700 hover:text-violet-900">
            Show all articles
          </Link>
        </div>
      ) : (
        <div className={`mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${searching ? 'opacity-60' : ''}`}>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} headingLevel={2} />
          ))}
        </div>
      )}

      {totalPages > 1 ? (
        <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="font-semibold text-violet-700">
              ← Newer
            </Link>
          ) : null}
          <span className="text-sm text-slate-600">
            Page {page} of {totalPages}
          </span>
          {page < totalPages ? (
            <Link to={pageHref(page + 1)} className="font-semibold text-violet-700">
              Older →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
