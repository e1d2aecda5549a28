/**
 * The features of the spec's route table (2.1) that have no screen yet, by path, each with who may open its
 * "coming soon" page (spec 6): `session` pages send a visitor without one to sign in, as the finished feature will;
 * `open` pages are for everyone. Affirmations and the journal will show a sign-in prompt rather than redirect (spec
 * 2.15, 2.18), and love forecasts shows no prompt at all (2.16), so until they exist they are open too.
 *
 * A feature leaves this list in the change that gives it its own route in app/routes.ts.
 */
export const COMING_SOON_PAGES = {
} as const satisfies Record<string, 'session' | 'open'>

export type ComingSoonSlug = keyof typeof COMING_SOON_PAGES

export const isComingSoonSlug = (slug: string): slug is ComingSoonSlug => Object.hasOwn(COMING_SOON_PAGES, slug)
