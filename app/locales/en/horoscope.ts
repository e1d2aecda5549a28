// The free horoscopes by Moon sign (ADR 220, 221): one page per rashi and period, read from the sky over India.
export default {
  title: {
    today: '{{sign}} Horoscope Today',
    tomorrow: '{{sign}} Horoscope Tomorrow',
    week: '{{sign}} Weekly Horoscope',
    month: '{{sign}} Monthly Horoscope',
    year: '{{sign}} Horoscope {{year}}',
  },
  description:
    'Free {{sign}} Moon sign horoscope for {{when}}, read from the transits of the planets counted from {{sign}}: what the sky favours and what it asks you to watch.',
  nav: {
    label: 'Horoscope period',
    today: 'Today',
    tomorrow: 'Tomorrow',
    week: 'This week',
    month: 'This month',
    year: 'This year',
  },
  day: 'For {{date}}',
  range: 'For {{start}} to {{end}}',
  zone: 'Read from the sky over India (Indian Standard Time), the same for every reader for the whole period.',
  moonSignNote: 'Read from your Moon sign (rashi), as Vedic astrology reads it, not from the Sun sign of Western columns.',
  reading: 'What it means for {{sign}}',
  sky: 'The sky behind it',
  moon: 'Moon in {{sign}}, house {{house}} from {{rashi}}',
  nakshatra: 'Nakshatra of the day: {{name}}, a {{nature}} star',
  graha: '{{planet}} in {{sign}}, house {{house}} from {{rashi}}',
  retrograde: '(retrograde)',
  quality: {
    favourable: 'Favourable',
    neutral: 'Mixed',
    unfavourable: 'Challenging',
  },
  natures: {
    fixed: 'fixed',
    movable: 'movable',
    fierce: 'fierce',
    mixed: 'mixed',
    swift: 'swift',
    soft: 'soft',
    sharp: 'sharp',
  },
  signs: 'Horoscopes of the other signs',
  personal: 'Your own daily reading is read from your whole birth chart, so it is more personal than a sign’s.',
  personalLink: 'Open your daily reading',
  findSign: 'Do not know your Moon sign? It is the sign the Moon was in when you were born.',
  findSignLink: 'Find it from your birth details',
  hub: {
    title: 'Horoscopes by Moon Sign',
    description:
      'Free daily, weekly, monthly and yearly horoscopes for the twelve Moon signs, from Mesha to Meena, read from the transits of the planets in Vedic astrology.',
    intro: 'Choose your Moon sign (rashi) and the period. Each horoscope is read from the planets’ transits counted from the sign.',
    periods: 'Periods for {{sign}}',
  },
  // The Western sun signs' pages (ADR 257): the same periods, read in the tropical zodiac.
  western: {
    title: '{{title}} (Western Sun Sign)',
    description:
      'Free {{sign}} horoscope for {{when}} for readers who know their Western sun sign: the planets’ transits in the tropical zodiac, counted from {{sign}}.',
    note: 'Read from your Western sun sign in the tropical zodiac, with houses counted from the sign, as Western columns do. Vedic astrology reads from your Moon sign, which says more about you.',
    heading: 'Western sun signs',
    intro:
      'Know only your Western sun sign (Aries, Taurus and so on, from your birthday)? These pages read the same transits in the tropical zodiac from it.',
  },
  landing: {
    heading: 'Free horoscope by Moon sign',
    intro: 'Today’s horoscope for each rashi, with the week, month and year a click away.',
    all: 'All horoscopes by sign',
  },
}
