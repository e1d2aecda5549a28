// The data half of the `localize_content` migrations (one per dialect): Payload's generated SQL moves every
// localized column into a `_locales` table and drops the old column, which would lose every text written so far.
// Before the drops, each row's text is copied into its locale row for English (the default locale), so a database
// that existed before localization reads exactly as before, in English, with no Hindi yet (ADR 058).
// Plain SQL with double-quoted names runs on SQLite and PostgreSQL alike (PostgreSQL casts the 'en' literal to its
// `_locales` enum). Kept outside migrations/<dialect>/, where Payload would take it for a migration.

type Move = { from: string; to: string; columns: string[] }

/** Each table's localized columns and the `_locales` table they move into; `_parent_id` is the row's id. */
const MOVES: Move[] = [
  { from: 'posts', to: 'posts_locales', columns: ['title', 'excerpt', 'content', 'search_text'] },
  { from: '_posts_v', to: '_posts_v_locales', columns: ['version_title', 'version_excerpt', 'version_content', 'version_search_text'] },
  { from: 'pages', to: 'pages_locales', columns: ['title', 'description', 'content'] },
  { from: '_pages_v', to: '_pages_v_locales', columns: ['version_title', 'version_description', 'version_content'] },
  { from: 'media', to: 'media_locales', columns: ['alt'] },
  { from: 'reading_texts', to: 'reading_texts_locales', columns: ['text'] },
  { from: 'faqs', to: 'faqs_locales', columns: ['question', 'answer'] },
  { from: 'testimonials', to: 'testimonials_locales', columns: ['city', 'quote'] },
  { from: 'astrologers', to: 'astrologers_locales', columns: ['specialty', 'bio'] },
  { from: 'tiers', to: 'tiers_locales', columns: ['name'] },
  {
    from: 'site_settings',
    to: 'site_settings_locales',
    columns: [
      'tagline',
      'country',
      'footer_blurb',
      'claims_users',
      'claims_encryption',
      'claims_updates',
      'claims_ios_minimum',
      'claims_android_minimum',
      'newsletter_heading',
      'newsletter_body',
      'newsletter_success_title',
      'newsletter_success_body',
      'blog_heading',
      'blog_intro',
    ],
  },
  { from: 'landing_features', to: 'landing_features_locales', columns: ['title', 'body'] },
  {
    from: 'landing',
    to: 'landing_locales',
    columns: [
      'features_heading',
      'features_intro',
      'hero_eyebrow',
      'hero_heading',
      'hero_subheading',
      'hero_primary_cta',
      'hero_secondary_cta',
      'app_heading',
      'app_body',
      'cta_heading',
      'cta_body',
      'cta_button',
      'blog_heading',
      'faq_heading',
      'testimonials_heading',
    ],
  },
  { from: 'pricing_page', to: 'pricing_page_locales', columns: ['heading', 'intro', 'free_name', 'free_price', 'free_button', 'sketch_heading'] },
]

/** Lists whose rows now belong to one locale: every existing row is English. */
const LOCALIZED_ROWS: { table: string; column: string; where?: string }[] = [
  { table: 'tiers_features', column: '_locale' },
  { table: 'landing_app_bullets', column: '_locale' },
  { table: 'pricing_page_free_features', column: '_locale' },
  // The astrologer's languages share this table with nothing else today, but only that path is localized.
  { table: 'astrologers_texts', column: 'locale', where: `"path" = 'languages'` },
]

const list = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')

/** Statements that copy every localized text into its English locale row; run after the `_locales` tables exist. */
export function copyIntoEnglish(): string[] {
  return [
    ...MOVES.map(
      ({ from, to, columns }) => `INSERT INTO "${to}" (${list(columns)}, "_locale", "_parent_id") SELECT ${list(columns)}, 'en', "id" FROM "${from}"`,
    ),
    ...LOCALIZED_ROWS.map(({ table, column, where }) => `UPDATE "${table}" SET "${column}" = 'en'${where ? ` WHERE ${where}` : ''}`),
  ]
}

/** For `down`: the English text back into the columns the down migration has re-added. */
export function copyBackFromEnglish(): string[] {
  return [
    ...MOVES.map(({ from, to, columns }) => {
      const sets = columns.map(
        (column) => `"${column}" = (SELECT l."${column}" FROM "${to}" l WHERE l."_parent_id" = "${from}"."id" AND l."_locale" = 'en')`,
      )
      return `UPDATE "${from}" SET ${sets.join(', ')}`
    }),
    // Other locales' list rows have no place in the old schema.
    ...LOCALIZED_ROWS.filter(({ column }) => column === '_locale').map(({ table }) => `DELETE FROM "${table}" WHERE "_locale" <> 'en'`),
    `DELETE FROM "astrologers_texts" WHERE "path" = 'languages' AND "locale" IS NOT NULL AND "locale" <> 'en'`,
  ]
}
