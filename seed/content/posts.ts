import type { SeedImage, SeedPost } from '../types'

// ---------------------------------------------------------------------------------------------
// Illustration helpers. Everything is deterministic (a tiny LCG, no Math.random), so the seed
// produces the same images every run. Pure shapes only: no text, fonts or external references.
// ---------------------------------------------------------------------------------------------

/** Linear congruential generator returning numbers in [0, 1). */
function lcg(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 4294967296
  }
}

const r1 = (n: number) => Math.round(n * 10) / 10

/** A scatter of small stars in two brightness layers. */
function starfield(seed: number, count: number, fill = '#ffffff'): string {
  const next = lcg(seed)
  const layers = ['', '']
  for (let i = 0; i < count; i++) {
    const x = Math.round(next() * 1200)
    const y = Math.round(next() * 630)
    const r = r1(0.6 + next() * 1.6)
    layers[i % 2] += `<circle cx="${x}" cy="${y}" r="${r}"/>`
  }
  return `<g fill="${fill}" fill-opacity="0.85">${layers[0]}</g><g fill="${fill}" fill-opacity="0.45">${layers[1]}</g>`
}

/** n dots evenly spaced on a circle (or an arc from `from` to `to` degrees). */
function dots(cx: number, cy: number, r: number, n: number, dotR: number, from = 0, to = 360): string {
  const closed = to - from >= 360
  const step = (to - from) / (closed ? n : n - 1)
  let out = ''
  for (let i = 0; i < n; i++) {
    const a = ((from + i * step - 90) * Math.PI) / 180
    out += `<circle cx="${r1(cx + r * Math.cos(a))}" cy="${r1(cy + r * Math.sin(a))}" r="${dotR}"/>`
  }
  return out
}

/** Points of a regular polygon ({n}) or star polygon ({n/step}), starting at `rot` degrees. */
function polygon(cx: number, cy: number, r: number, n: number, step = 1, rot = 0): string {
  const pts: string[] = []
  for (let i = 0; i < n; i++) {
    const a = ((rot + ((i * step) % n) * (360 / n) - 90) * Math.PI) / 180
    pts.push(`${r1(cx + r * Math.cos(a))},${r1(cy + r * Math.sin(a))}`)
  }
  return pts.join(' ')
}

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><defs>${defs}</defs>${body}</svg>`
}

// 1. The zodiac wheel with its four element trines.
const zodiacWheel: SeedImage = {
  filename: 'twelve-zodiac-signs-and-their-elements.svg',
  alt: 'A twelve-spoked zodiac wheel on a deep indigo sky, overlaid with four coloured triangles for the fire, earth, air and water signs',
  svg: svg(
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#140a3a"/><stop offset="1" stop-color="#3d1a6e"/></linearGradient>' +
      '<radialGradient id="glow"><stop offset="0" stop-color="#f4c45a" stop-opacity="0.5"/><stop offset="1" stop-color="#f4c45a" stop-opacity="0"/></radialGradient>',
    '<rect width="1200" height="630" fill="url(#bg)"/>' +
      starfield(1201, 26) +
      '<circle cx="600" cy="315" r="300" fill="url(#glow)"/>' +
      '<g fill="none" stroke="#e9d8ff" stroke-opacity="0.55" stroke-width="2"><circle cx="600" cy="315" r="250"/><circle cx="600" cy="315" r="205"/><circle cx="600" cy="315" r="60"/></g>' +
      `<g stroke="#e9d8ff" stroke-opacity="0.35" stroke-width="2"><polygon fill="none" points="${polygon(600, 315, 250, 12, 5)}"/></g>` +
      `<g fill="#e9d8ff" fill-opacity="0.8">${dots(600, 315, 228, 12, 6, 15)}</g>` +
      `<polygon points="${polygon(600, 315, 205, 3, 1, 0)}" fill="#f28b30" fill-opacity="0.28" stroke="#f6a04d" stroke-width="3"/>` +
      `<polygon points="${polygon(600, 315, 205, 3, 1, 30)}" fill="#c9a23a" fill-opacity="0.22" stroke="#d8b24a" stroke-width="3"/>` +
      `<polygon points="${polygon(600, 315, 205, 3, 1, 60)}" fill="#b9a6ff" fill-opacity="0.2" stroke="#c7b8ff" stroke-width="3"/>` +
      `<polygon points="${polygon(600, 315, 205, 3, 1, 90)}" fill="#3fb6c6" fill-opacity="0.22" stroke="#57c9d6" stroke-width="3"/>` +
      '<circle cx="600" cy="315" r="22" fill="#f4c45a"/>',
  ),
}

// 2. A crescent Moon ringed by the 27 nakshatras.
const moonNakshatra: SeedImage = {
  filename: 'moon-sign-and-nakshatra-explained.svg',
  alt: 'A luminous crescent moon encircled by a ring of twenty-seven small stars, one glowing gold, against a midnight-blue sky',
  svg: svg(
    '<radialGradient id="bg" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#2a2f7a"/><stop offset="1" stop-color="#0a0c2a"/></radialGradient>' +
      '<linearGradient id="moon" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6dc"/><stop offset="1" stop-color="#f1c96b"/></linearGradient>' +
      '<mask id="cut"><rect width="1200" height="630" fill="#fff"/><circle cx="655" cy="285" r="120" fill="#000"/></mask>',
    '<rect width="1200" height="630" fill="url(#bg)"/>' +
      starfield(2702, 28) +
      '<circle cx="600" cy="315" r="215" fill="none" stroke="#9fa8ff" stroke-opacity="0.25" stroke-width="1.5"/>' +
      `<g fill="#cfd5ff">${dots(600, 315, 215, 27, 5)}</g>` +
      '<circle cx="600" cy="100" r="10" fill="#f6c75a"/>' +
      '<circle cx="600" cy="315" r="140" fill="url(#moon)" mask="url(#cut)"/>' +
      '<circle cx="600" cy="315" r="160" fill="none" stroke="#fff0c0" stroke-opacity="0.15" stroke-width="14"/>',
  ),
}

// 3. Two overlapping rings with the eight koota weights (1–8) as rising bars.
const gunaMilan: SeedImage = {
  filename: 'ashtakoot-guna-milan-explained.svg',
  alt: 'Two overlapping rings in saffron and violet meeting in a golden lens, above eight bars rising in height from one to eight',
  svg: svg(
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b0b3f"/><stop offset="1" stop-color="#4a1652"/></linearGradient>' +
      '<linearGradient id="bar" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#e0792c"/><stop offset="1" stop-color="#f7d071"/></linearGradient>' +
      '<clipPath id="lens"><circle cx="530" cy="250" r="160"/></clipPath>',
    '<rect width="1200" height="630" fill="url(#bg)"/>' +
      starfield(3636, 40) +
      '<circle cx="530" cy="250" r="160" fill="#f08a35" fill-opacity="0.18" stroke="#f5a04a" stroke-width="5"/>' +
      '<circle cx="670" cy="250" r="160" fill="#8f5bd6" fill-opacity="0.18" stroke="#a97cf0" stroke-width="5"/>' +
      '<circle cx="670" cy="250" r="160" fill="#f6c75a" fill-opacity="0.55" clip-path="url(#lens)"/>' +
      '<g fill="url(#bar)">' +
      [1, 2, 3, 4, 5, 6, 7, 8].map((h, i) => `<rect x="${432 + i * 44}" y="${560 - h * 14}" width="28" height="${h * 14}" rx="4"/>`).join('') +
      '</g>',
  ),
}

// 4. Nested planetary orbits: the nine dasha lords.
const dashaOrbits: SeedImage = {
  filename: 'vimshottari-dasha-basics.svg',
  alt: 'Nine elliptical orbits spiralling out from a golden sun on the left, each carrying a small planet, on a violet-to-indigo sky',
  svg: svg(
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3a1460"/><stop offset="1" stop-color="#0c0f33"/></linearGradient>' +
      '<radialGradient id="sun"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.5" stop-color="#f6b33c"/><stop offset="1" stop-color="#f6b33c" stop-opacity="0"/></radialGradient>',
    '<rect width="1200" height="630" fill="url(#bg)"/>' +
      starfield(120, 34) +
      '<circle cx="250" cy="315" r="120" fill="url(#sun)"/>' +
      '<g fill="none" stroke="#d9c8ff" stroke-opacity="0.35" stroke-width="2">' +
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `<ellipse cx="${250 + i * 28}" cy="315" rx="${i * 92}" ry="${i * 30}"/>`).join('') +
      '</g><g>' +
      (
        [
          [340, 6, '#c9c9d6'],
          [250, 9, '#f2d36b'],
          [115, 7, '#e8eefc'],
          [290, 8, '#e0603c'],
          [60, 10, '#8a78c9'],
          [235, 12, '#f0a94a'],
          [35, 11, '#5d7bd6'],
          [310, 7, '#78c8a0'],
          [300, 6, '#b6a38a'],
        ] as const
      )
        .map(([deg, r, c], k) => {
          const i = k + 1
          const a = (deg * Math.PI) / 180
          return `<circle cx="${r1(250 + i * 28 + i * 92 * Math.cos(a))}" cy="${r1(315 + i * 30 * Math.sin(a))}" r="${r}" fill="${c}"/>`
        })
        .join('') +
      '</g>',
  ),
}

// 5. A winding path of nine stepping stones towards a bright star.
const lifePath: SeedImage = {
  filename: 'life-path-number-guide.svg',
  alt: 'A winding path of nine glowing stepping stones climbing from the lower left towards a bright eight-pointed star on the upper right',
  svg: svg(
    '<linearGradient id="bg" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#12083a"/><stop offset="0.6" stop-color="#3b1c72"/><stop offset="1" stop-color="#7a3a8a"/></linearGradient>' +
      '<radialGradient id="star"><stop offset="0" stop-color="#fff4cf"/><stop offset="1" stop-color="#f6c75a" stop-opacity="0"/></radialGradient>',
    '<rect width="1200" height="630" fill="url(#bg)"/>' +
      starfield(9999, 44) +
      '<path d="M80 600 C260 560 240 440 420 430 S620 480 700 360 S860 200 1000 150" fill="none" stroke="#f6c75a" stroke-opacity="0.35" stroke-width="26" stroke-linecap="round"/>' +
      '<g fill="#ffe3a0">' +
      [
        [110, 592, 9],
        [215, 555, 10],
        [285, 480, 11],
        [400, 432, 12],
        [520, 445, 13],
        [640, 420, 14],
        [715, 340, 15],
        [810, 250, 16],
        [920, 180, 17],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
        .join('') +
      '</g>' +
      '<circle cx="1040" cy="130" r="110" fill="url(#star)"/>' +
      `<polygon points="${polygon(1040, 130, 60, 8, 3)}" fill="#fff4cf"/>`,
  ),
}

// 6. Mercury's apparent retrograde loop.
const retrogradeLoop: SeedImage = {
  filename: 'mercury-retrograde-myths-and-facts.svg',
  alt: 'A small silver planet tracing a looping retrograde path across a starry indigo sky, lit by a warm glow from the left',
  svg: svg(
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1240"/><stop offset="1" stop-color="#2c0f4a"/></linearGradient>' +
      '<radialGradient id="sun" cx="0" cy="50%" r="60%"><stop offset="0" stop-color="#f7a844" stop-opacity="0.6"/><stop offset="1" stop-color="#f7a844" stop-opacity="0"/></radialGradient>',
    '<rect width="1200" height="630" fill="url(#bg)"/>' +
      '<rect width="1200" height="630" fill="url(#sun)"/>' +
      starfield(4242, 48) +
      '<path d="M60 470 C300 420 460 330 560 290 C720 220 820 380 690 400 C570 420 530 280 660 235 C780 195 920 170 1140 130" fill="none" stroke="#c9d2ff" stroke-width="4" stroke-dasharray="14 10" stroke-linecap="round"/>' +
      '<circle cx="690" cy="400" r="22" fill="#dfe3f2"/><circle cx="684" cy="394" r="16" fill="#ffffff" fill-opacity="0.5"/>' +
      '<g fill="#f6c75a"><circle cx="560" cy="290" r="6"/><circle cx="660" cy="235" r="6"/></g>' +
      '<path d="M1110 112 L1146 128 L1112 150" fill="none" stroke="#c9d2ff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
}

// 7. The Moon's phases over a still lotus pond.
const moonPhases: SeedImage = {
  filename: 'moon-phases-gentle-wellness-rhythm.svg',
  alt: 'Eight phases of the moon arching over a calm pond where a soft pink lotus floats, in dusky violet and teal tones',
  svg: svg(
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a1046"/><stop offset="0.65" stop-color="#4b2a7a"/><stop offset="0.66" stop-color="#173b55"/><stop offset="1" stop-color="#0c2033"/></linearGradient>' +
      '<clipPath id="m"><circle r="30"/></clipPath>',
    '<rect width="1200" height="630" fill="url(#bg)"/>' +
      starfield(2908, 26) +
      [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => {
          const a = ((-70 + i * 20) * Math.PI) / 180
          const x = r1(600 + 470 * Math.sin(a))
          const y = r1(400 - 300 * Math.cos(a))
          // Shadow disc slides across the lit disc: new moon at i=0, full at i=4.
          const off = [0, -12, -30, -48, 200, 48, 30, 12][i]
          return `<g transform="translate(${x} ${y})"><circle r="30" fill="#fdf1cf"/><circle cx="${off}" r="30" fill="#2a1a5c" clip-path="url(#m)"/></g>`
        })
        .join('') +
      '<g fill="none" stroke="#8fd0de" stroke-opacity="0.4" stroke-width="2"><path d="M380 500 H820"/><path d="M460 540 H740"/><path d="M520 580 H680"/></g>' +
      '<g transform="translate(600 470)"><ellipse rx="34" ry="70" fill="#f3a7c3" transform="rotate(-40)"/><ellipse rx="34" ry="70" fill="#f3a7c3" transform="rotate(40)"/><ellipse rx="30" ry="78" fill="#f8c6d8"/><ellipse cy="40" rx="110" ry="16" fill="#2f7a6a"/></g>',
  ),
}

// 8. A nine-pointed star for the nine personal years.
const personalYear: SeedImage = {
  filename: 'personal-year-number-2027.svg',
  alt: 'A golden nine-pointed star inside a ring of nine bright points on a deep violet background, radiating a soft saffron glow',
  svg: svg(
    '<radialGradient id="bg" cx="50%" cy="50%" r="70%"><stop offset="0" stop-color="#4a1d7a"/><stop offset="1" stop-color="#120828"/></radialGradient>' +
      '<radialGradient id="glow"><stop offset="0" stop-color="#f7b347" stop-opacity="0.55"/><stop offset="1" stop-color="#f7b347" stop-opacity="0"/></radialGradient>' +
      '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff0b8"/><stop offset="1" stop-color="#e39a2c"/></linearGradient>',
    '<rect width="1200" height="630" fill="url(#bg)"/>' +
      starfield(2027, 32) +
      '<circle cx="600" cy="315" r="270" fill="url(#glow)"/>' +
      '<circle cx="600" cy="315" r="230" fill="none" stroke="#f3d38a" stroke-opacity="0.4" stroke-width="2"/>' +
      `<g fill="#fff0b8">${dots(600, 315, 230, 9, 9)}</g>` +
      `<polygon points="${polygon(600, 315, 200, 9, 4)}" fill="url(#gold)" fill-opacity="0.85" stroke="#fff0b8" stroke-width="2" stroke-linejoin="round"/>` +
      `<polygon points="${polygon(600, 315, 80, 9, 1, 20)}" fill="#4a1d7a"/>` +
      '<circle cx="600" cy="315" r="26" fill="#fff0b8"/>',
  ),
}

// ---------------------------------------------------------------------------------------------
// Articles. The three newest (by publishedAt) are the landing page's teasers.
// ---------------------------------------------------------------------------------------------

export const posts: SeedPost[] = [
  {
    title: 'The 12 Zodiac Signs and Their Elements: A Practical Guide',
    slug: 'twelve-zodiac-signs-and-their-elements',
    excerpt:
      'Fire, earth, air and water — how four elements and three modalities shape all twelve signs, and why your Vedic rashi may differ from your magazine sun sign.',
    category: 'zodiac',
    tags: ['zodiac', 'elements', 'rashi', 'beginners'],
    readTime: 5,
    publishedAt: '2026-06-04',
    image: zodiacWheel,
    body: [
      {
        p: 'Ask a room full of people for their star sign and you will hear twelve different answers, each with its own reputation. Memorising twelve personalities is hard work. Luckily there is a shortcut: every sign is a combination of just two ingredients, an **element** and a **modality**. Learn those seven ideas and you can work out the temperament of any sign for yourself.',
      },
      { h2: 'The four elements' },
      {
        p: 'Indian tradition speaks of the *tattvas*, the building blocks of the physical world. Astrology uses four of them, and each element rules three signs spaced evenly around the zodiac.',
      },
      { h3: 'Fire: Aries, Leo, Sagittarius' },
      {
        p: 'Fire signs start things. They bring enthusiasm, courage and warmth, and they are at their best when there is something to fight for or a stage to stand on. The shadow side of fire is impatience: it can burn brightly and then burn out. If your chart is full of fire, regular exercise and a few unhurried hours each week keep the flame steady.',
      },
      { h3: 'Earth: Taurus, Virgo, Capricorn' },
      {
        p: 'Earth signs make things real. They are practical, patient and loyal, and they trust what they can touch, measure and build. Their gift is reliability; their trap is becoming so attached to routine that change feels like a threat. Earth grows best when it allows a little surprise into the schedule.',
      },
      { h3: 'Air: Gemini, Libra, Aquarius' },
      {
        p: 'Air signs connect. They live in ideas, conversation and relationships, and they are quick to see patterns and other points of view. Air can overthink, though, and sometimes talks about a feeling instead of feeling it. A walk, a notebook or a good listener helps air signs come back down to earth.',
      },
      { h3: 'Water: Cancer, Scorpio, Pisces' },
      {
        p: 'Water signs feel. They are intuitive, protective and deeply loyal, and they notice what goes unsaid in a room. Because they absorb so much, they need time alone to settle. Water at its best is compassion; water at its most tired is moodiness. Rest is not a luxury for these signs — it is maintenance.',
      },
      { h2: 'The three modalities' },
      {
        p: 'The modality describes *how* an element moves. Vedic astrology calls them chara (movable), sthira (fixed) and dwiswabhava (dual).',
      },
      {
        ul: [
          '**Movable (cardinal): Aries, Cancer, Libra, Capricorn.** Initiators. They like beginnings, decisions and momentum.',
          '**Fixed: Taurus, Leo, Scorpio, Aquarius.** Sustainers. They finish what they start and hold their ground — sometimes too firmly.',
          '**Dual (mutable): Gemini, Virgo, Sagittarius, Pisces.** Adapters. They are flexible, curious and good at transitions, but can scatter their energy.',
        ],
      },
      {
        p: 'Put the two together and each sign comes into focus. Aries is movable fire — the spark that lights the match. Leo is fixed fire — a steady hearth that keeps everyone warm. Sagittarius is dual fire — a torch carried from place to place, spreading light as it travels. Try the same exercise with the earth, air and water signs and you will find you already understand them.',
      },
      { h2: 'The twelve signs at a glance' },
      {
        ul: [
          '**Aries (Mesha)** — movable fire, ruled by Mars: direct, brave, quick to act.',
          '**Taurus (Vrishabha)** — fixed earth, ruled by Venus: steady, sensual, values comfort and security.',
          '**Gemini (Mithuna)** — dual air, ruled by Mercury: curious, witty, loves variety.',
          '**Cancer (Karka)** — movable water, ruled by the Moon: nurturing, protective, rooted in family.',
          '**Leo (Simha)** — fixed fire, ruled by the Sun: generous, proud, a natural leader.',
          '**Virgo (Kanya)** — dual earth, ruled by Mercury: precise, helpful, quietly perfectionist.',
          '**Libra (Tula)** — movable air, ruled by Venus: fair-minded, diplomatic, drawn to beauty.',
          '**Scorpio (Vrishchika)** — fixed water, ruled by Mars: intense, private, transformative.',
          '**Sagittarius (Dhanu)** — dual fire, ruled by Jupiter: optimistic, philosophical, free-spirited.',
          '**Capricorn (Makara)** — movable earth, ruled by Saturn: disciplined, ambitious, patient.',
          '**Aquarius (Kumbha)** — fixed air, ruled by Saturn: independent, humanitarian, unconventional.',
          '**Pisces (Meena)** — dual water, ruled by Jupiter: compassionate, imaginative, spiritual.',
        ],
      },
      {
        p: 'You may notice that the rulers are the seven visible planets. Classical Jyotish does not assign signs to Uranus, Neptune or Pluto, so Saturn rules Aquarius and Jupiter rules Pisces.',
      },
      { h2: 'Why your Vedic sign may be different' },
      {
        p: 'Magazine horoscopes use the **tropical zodiac**, which is tied to the seasons: Aries always begins at the March equinox. Vedic astrology uses the **sidereal zodiac**, which is tied to the actual star background. Because the Earth’s axis slowly wobbles, the two have drifted apart by about 24 degrees — the *ayanamsa*. We use the Lahiri ayanamsa, the standard adopted in India.',
      },
      {
        p: 'In practice this means that most people’s sidereal Sun sign is one sign earlier than their Western one. Someone born on 1 April is an Aries in the tropical system but a Pisces in the sidereal one, because the Sun enters sidereal Aries only around 14 April — the day celebrated as Mesha Sankranti, Vaisakhi and Puthandu.',
      },
      {
        p: 'Vedic astrology also gives more weight to your **Moon sign** (your rashi) and your **ascendant** (lagna) than to your Sun sign. So if you have always felt your Western sign did not quite fit, it may be worth looking at all three.',
      },
      { h2: 'Putting the elements to work' },
      {
        ul: [
          '**Notice your balance.** Count how many planets you have in each element. A chart heavy in one element and light in another often explains which situations feel natural and which feel like effort.',
          '**Understand your relationships.** Fire and air tend to feed each other; earth and water tend to nourish each other. Mixed pairs can be wonderful, but they may need to translate between styles.',
          '**Choose the right kind of rest.** Fire recharges through movement, earth through routine and nature, air through conversation and learning, and water through quiet and time alone.',
        ],
      },
      { quote: 'The elements describe how you move through life, not where you are bound to end up.' },
      {
        p: 'Your full chart is far richer than any one sign, but the elements are the best place to start. Once you can see them, the zodiac stops being a list of labels and becomes a language.',
      },
    ],
  },

  {
    title: 'Your Moon Sign and Nakshatra: The Heart of a Vedic Chart',
    slug: 'moon-sign-and-nakshatra-explained',
    excerpt:
      'In Vedic astrology the Moon, not the Sun, describes your inner world. Here is what your rashi and birth nakshatra mean, how they are found and how to use them.',
    category: 'astrology',
    tags: ['moon-sign', 'nakshatra', 'vedic-astrology', 'rashi', 'birth-chart'],
    readTime: 5,
    publishedAt: '2026-06-25',
    image: moonNakshatra,
    body: [
      {
        p: 'When someone in India asks “What is your rashi?”, they are not asking about your Sun sign. They want to know where the **Moon** was at the moment you were born. And if they are really curious, they will ask for your **nakshatra** too. These two placements sit at the heart of a Vedic chart, and understanding them tells you more about your everyday emotional life than almost anything else.',
      },
      { h2: 'Why the Moon matters so much' },
      {
        p: 'In Jyotish the Moon represents *manas* — the mind, the feelings, the way you respond before you have had time to think. The Sun shows your core purpose, but the Moon shows how you experience your days: what comforts you, what unsettles you and how you bond with others.',
      },
      {
        p: 'The Moon is also the fastest-moving body in the chart. It travels about 13 degrees a day, changing sign roughly every two and a quarter days. That speed makes it very personal: two people born a few days apart usually share a Sun sign but often have different Moon signs.',
      },
      {
        p: 'Because of this, Vedic astrology uses the Moon as a reference point for many techniques:',
      },
      {
        ul: [
          '**Daily and monthly horoscopes** count the transiting planets from your Moon sign.',
          '**Sade Sati**, Saturn’s well-known seven-and-a-half-year transit, is measured against your Moon.',
          '**Kundli matching** compares the Moon signs and nakshatras of both partners.',
          '**Your dasha sequence** — the timeline of planetary periods — is set by your Moon’s nakshatra.',
        ],
      },
      { h2: 'What is a nakshatra?' },
      {
        p: 'Long before the twelve signs were in common use, Indian astronomers divided the Moon’s path into **27 lunar mansions**, one for each day of the Moon’s roughly 27-day journey around the sky. Each nakshatra spans 13 degrees and 20 minutes and is further divided into four *padas* (quarters) of 3 degrees 20 minutes each.',
      },
      {
        p: 'Every nakshatra has a ruling planet, a presiding deity and a symbol, and together they give it a distinct character. A few examples:',
      },
      {
        ul: [
          '**Ashwini** — symbol: a horse’s head; deity: the Ashwini Kumaras, the divine physicians; ruler: Ketu. Swift, pioneering, drawn to healing.',
          '**Rohini** — symbol: an ox cart; deity: Brahma; ruler: the Moon. Creative, charming, fond of beauty and growth.',
          '**Pushya** — symbol: a cow’s udder; deity: Brihaspati; ruler: Saturn. Nourishing, dependable, considered one of the most auspicious stars.',
          '**Swati** — symbol: a young shoot swaying in the wind; deity: Vayu; ruler: Rahu. Independent, adaptable, flexible under pressure.',
          '**Anuradha** — symbol: a lotus; deity: Mitra; ruler: Saturn. Devoted, loyal, gifted at friendship and teamwork.',
          '**Shravana** — symbol: an ear; deity: Vishnu; ruler: the Moon. A listener and learner who values knowledge passed down carefully.',
          '**Revati** — symbol: a fish; deity: Pushan, protector of travellers; ruler: Mercury. Gentle, imaginative, caring towards the vulnerable.',
        ],
      },
      {
        p: 'Your birth nakshatra (*janma nakshatra*) is simply the one the Moon occupied when you were born. Many families still use it to choose a baby’s name: each pada is linked to a starting syllable, so a child born in the first pada of Ashwini might receive a name beginning with “Chu”.',
      },
      { h2: 'How your Moon sign and nakshatra are found' },
      {
        p: 'To place your Moon accurately we need three things: your date, time and place of birth. Your place gives us latitude, longitude and the time zone in force on that day, so your local birth time can be converted to universal time. We then compute where the Moon actually was using an astronomical model, and convert that position to the sidereal zodiac using the **Lahiri ayanamsa**.',
      },
      {
        p: 'Birth time matters more for the Moon than for any other planet. The Moon moves about half a degree an hour, so it spends roughly a day in each nakshatra and about six hours in each pada. If you were born close to a boundary, even a small error in your birth time can change your nakshatra or your pada. If you are unsure, check a birth certificate or hospital record — and if the exact minute is unknown, remember that your Moon sign is usually still reliable even when the pada is not.',
      },
      { h2: 'Sun sign or Moon sign: which is “you”?' },
      {
        p: 'Both, in different ways. A simple way to think about it:',
      },
      {
        ul: [
          '**Your Sun** shows your purpose, your vitality and how you want to shine.',
          '**Your Moon** shows your needs, your moods and what makes you feel at home.',
          '**Your ascendant** shows how you meet the world and how others first see you.',
        ],
      },
      {
        p: 'Someone with a fiery Leo Sun and a watery Cancer Moon may be confident on stage and yet need a quiet evening at home to recover afterwards. Neither placement is the “real” one; together they describe a whole person.',
      },
      { h2: 'Using your nakshatra day to day' },
      {
        p: 'The Moon moves through all 27 nakshatras every month, and traditional astrologers judge the quality of a day partly by how the day’s nakshatra relates to yours. This is called *tara bala*. Counting from your birth star to the day’s star, some positions are considered supportive (such as the second, fourth, sixth and eighth) and others call for a little more care.',
      },
      {
        p: 'You do not need to plan your life around this, but it can be a useful nudge. On supportive days, schedule the conversation you have been putting off; on quieter days, finish existing work rather than starting something new.',
      },
      { quote: 'Your Sun sign is who you are becoming. Your Moon sign is who you are when nobody is watching.' },
      {
        p: 'Your readings on Cosmic Insights are calculated from your birth details, so if you have not yet added your birth time, it is worth doing — it is the single detail that makes a chart most personal.',
      },
    ],
  },

  {
    title: 'Ashtakoot Guna Milan Explained: What the 36 Points Really Mean',
    slug: 'ashtakoot-guna-milan-explained',
    excerpt:
      'Varna, vashya, tara, yoni, graha maitri, gana, bhakoot and nadi: a clear guide to the eight kootas of Kundli matching and how to read your score wisely.',
    category: 'astrology',
    tags: ['kundli-matching', 'guna-milan', 'ashtakoot', 'marriage', 'compatibility'],
    readTime: 5,
    publishedAt: '2026-07-16',
    image: gunaMilan,
    body: [
      {
        p: 'For many Indian families, the first question after “Do they get along?” is “How many gunas match?” **Ashtakoot Guna Milan** is the traditional system for comparing two horoscopes before marriage. It awards up to **36 points** across eight categories, or *kootas*. The total is easy to remember, but the real value lies in understanding what each koota measures — and what a low score actually invites a couple to do.',
      },
      { h2: 'What the system compares' },
      {
        p: 'Guna Milan is based entirely on the **Moon** in each chart: its sidereal sign (rashi) and its nakshatra. The Moon represents the mind and emotions, so the system is essentially asking how two inner worlds will live together. Each koota looks at a different aspect, and each carries a different weight.',
      },
      { h2: 'The eight kootas' },
      {
        ol: [
          '**Varna (1 point)** — compares the spiritual temperament associated with each Moon sign. It reflects how the couple approaches values, work and growth.',
          '**Vashya (2 points)** — looks at the natural influence or attraction between the two signs: who is drawn to whom and how easily they accommodate each other.',
          '**Tara (3 points)** — counts the nakshatras from one partner’s birth star to the other’s, and back. It reflects the wellbeing and fortune the partners bring into each other’s lives.',
          '**Yoni (4 points)** — each nakshatra is associated with an animal. Yoni compares those animals to judge physical and intimate compatibility and comfort with each other’s instincts.',
          '**Graha Maitri (5 points)** — compares the planets ruling the two Moon signs. Friendly rulers suggest mental compatibility: shared ways of thinking and an easy flow of conversation.',
          '**Gana (6 points)** — classifies each nakshatra as Deva (gentle), Manushya (human, balanced) or Rakshasa (intense, strong-willed). It describes temperament and how the couple handles conflict.',
          '**Bhakoot (7 points)** — examines the relative positions of the two Moon signs. It is linked to emotional harmony, family welfare and shared prosperity.',
          '**Nadi (8 points)** — each nakshatra belongs to one of three nadis: Aadi, Madhya or Antya. Different nadis earn the full 8 points. Tradition connects Nadi with health and the couple’s future family.',
        ],
      },
      {
        p: 'Notice the pattern: the weights rise from 1 to 8. The kootas that deal with the deepest and longest-lasting parts of a partnership — emotional harmony and family — carry the most points.',
      },
      { h2: 'Reading your total' },
      {
        p: 'Traditionally, scores are read like this:',
      },
      {
        ul: [
          '**Below 18:** considered a weak match in the classical view; the chart deserves careful study before any conclusion is drawn.',
          '**18 to 24:** an acceptable match with areas that need conscious attention.',
          '**25 to 32:** a very good match.',
          '**33 to 36:** an excellent match — and a rare one.',
        ],
      },
      {
        p: 'In Cosmic Insights we also show the total as a percentage of 36, so a score of 27 appears as 75%. Alongside the number, you will see each koota individually, because *where* the points come from tells you far more than the sum.',
      },
      { h2: 'Nadi and Bhakoot doshas' },
      {
        p: 'Two kootas are all-or-nothing, and a zero in either is called a *dosha*.',
      },
      {
        ul: [
          '**Nadi dosha** arises when both partners share the same nadi. Because Nadi carries 8 points, it has the largest single effect on the score.',
          '**Bhakoot dosha** arises when the Moon signs fall in certain positions from each other — second and twelfth, fifth and ninth, or sixth and eighth.',
        ],
      },
      {
        p: 'It is important to know that classical texts also describe many **exceptions** (*parihara*). For example, a Bhakoot dosha is often considered cancelled when both Moon signs are ruled by the same planet or by friendly planets, and a Nadi dosha is treated differently when the couple shares a Moon sign but not a nakshatra. A good astrologer will always check these before calling a match difficult.',
      },
      { h2: 'What Guna Milan does not tell you' },
      {
        p: 'Ashtakoot is a valuable first step, but it was never meant to be the only one. It does not look at:',
      },
      {
        ul: [
          'The **seventh house** of each chart, which describes partnership directly.',
          'The placement of **Venus** and **Jupiter**, key significators of love and marriage.',
          '**Mangal dosha**, which is assessed separately.',
          'The **dasha periods** each partner will be running in the years ahead.',
          'And, of course, the things no chart can measure: shared values, kindness, communication and the willingness to keep choosing each other.',
        ],
      },
      { quote: 'A high score is a blessing to be grateful for. A low score is a map of where to be gentle with each other.' },
      { h2: 'How to use your result' },
      {
        p: 'The most useful way to treat a Guna Milan report is as a **conversation starter**. If Gana is low, talk about how each of you handles stress and disagreement. If Graha Maitri is low, notice whether you need different things from a conversation — solutions or simply a listening ear. If Yoni is low, make space for honest, unhurried talk about affection and comfort.',
      },
      {
        p: 'Couples with modest scores build happy lives every day, and couples with excellent scores still have to do the work. The score describes tendencies; what you do with them is up to you. If you would like the full picture, our Kundli matching astrologers can review both charts in depth, including the exceptions and the wider factors above.',
      },
    ],
  },

  {
    title: 'Vimshottari Dasha Basics: Reading the Chapters of Your Life',
    slug: 'vimshottari-dasha-basics',
    excerpt:
      'The Vimshottari dasha divides life into planetary chapters across a 120-year cycle. Learn how yours begins, how sub-periods work and how to read them calmly.',
    category: 'astrology',
    tags: ['dasha', 'vimshottari', 'timing', 'vedic-astrology', 'planets'],
    readTime: 4,
    publishedAt: '2026-08-06',
    image: dashaOrbits,
    body: [
      {
        p: 'If a birth chart is a map, the **dasha** system is the timetable. It answers a question every astrologer is asked sooner or later: *“When?”* Of the many dasha systems in Jyotish, the **Vimshottari dasha** is by far the most widely used. Understanding its basic logic will help you make sense of why certain years of your life felt so different from others.',
      },
      { h2: 'A 120-year cycle of nine planets' },
      {
        p: 'Vimshottari means “of one hundred and twenty”. The system divides an ideal human lifespan of 120 years among the nine grahas, always in the same order:',
      },
      {
        ol: [
          'Ketu — 7 years',
          'Venus — 20 years',
          'Sun — 6 years',
          'Moon — 10 years',
          'Mars — 7 years',
          'Rahu — 18 years',
          'Jupiter — 16 years',
          'Saturn — 19 years',
          'Mercury — 17 years',
        ],
      },
      {
        p: 'Each of these main periods is called a **mahadasha**. During a mahadasha, the themes of its planet — as it is placed and strengthened in *your* chart — come to the foreground of your life.',
      },
      { h2: 'Where your sequence begins' },
      {
        p: 'You do not start at Ketu. Your starting point is set by the nakshatra your **Moon** occupied at birth. Every nakshatra is ruled by one of the nine planets, in the same order as the list above: Ashwini is ruled by Ketu, Bharani by Venus, Krittika by the Sun, Rohini by the Moon and so on around all 27 stars.',
      },
      {
        p: 'The ruler of your birth nakshatra gives your first mahadasha. How much of it remains depends on how far the Moon had already travelled through that nakshatra.',
      },
      { h3: 'A worked example' },
      {
        p: 'Suppose your Moon is at 16°40′ in sidereal Taurus. That places it in **Rohini**, which runs from 10°00′ to 23°20′ of Taurus and is ruled by the Moon. Your Moon has covered 6°40′ of Rohini’s 13°20′ — exactly half. So half of the Moon’s 10-year period had already “elapsed” at birth, and you were born with **5 years of Moon mahadasha** remaining. After that come Mars (7 years), Rahu (18), Jupiter (16) and onwards.',
      },
      {
        p: 'This is why an accurate birth time matters. The Moon moves about half a degree an hour, so an hour’s error can shift the start of every later period by several months.',
      },
      { h2: 'Sub-periods: antardashas' },
      {
        p: 'Each mahadasha is divided into nine **antardashas** (also called *bhuktis*), one for each planet, starting with the mahadasha lord itself and continuing in the usual order. The length of each sub-period is proportional:',
      },
      {
        quote: 'Antardasha length = (mahadasha years × antardasha years) ÷ 120',
      },
      {
        p: 'For example, the Saturn antardasha within Jupiter mahadasha lasts 16 × 19 ÷ 120 ≈ 2.53 years, or about two years, six months and twelve days. Antardashas are divided again into *pratyantar* dashas, giving astrologers a fine-grained view of timing.',
      },
      {
        p: 'In practice, the mahadasha sets the overall theme, and the antardasha colours how that theme shows up over a year or two. A Venus antardasha inside a Saturn mahadasha, for instance, might bring relationships or creative work into a period otherwise focused on responsibility and effort.',
      },
      { h2: 'How to read a period' },
      {
        p: 'The same mahadasha can feel completely different for two people. To interpret yours, an astrologer considers:',
      },
      {
        ul: [
          '**Placement** — which sign and house the planet occupies in your chart.',
          '**Rulership** — which houses the planet rules, since it will activate those areas of life.',
          '**Strength** — whether the planet is dignified, debilitated, combust or retrograde, and its relationships with other planets.',
          '**Transits** — where the planets are moving now, especially slow ones like Saturn and Jupiter.',
        ],
      },
      { h2: 'Three common myths' },
      {
        ul: [
          '**“Saturn mahadasha is always hard.”** Saturn rewards steady effort. For many people, especially those for whom Saturn is a functional benefic, these are years of real achievement — earned, rather than given.',
          '**“Rahu dasha brings disaster.”** Rahu magnifies desire and ambition. It can bring sudden growth, travel or unconventional success. Its lesson is to stay grounded while things move quickly.',
          '**“A good planet’s dasha means everything goes well.”** Even a benefic period has its challenges, and even a difficult one has openings. Dashas describe the weather, not the outcome.',
        ],
      },
      { h2: 'Using dasha timing wisely' },
      {
        p: 'Knowing your current period can be genuinely practical. It helps you understand why your priorities have shifted, choose good moments for beginnings, and be patient during slower chapters rather than blaming yourself. In your Cosmic Insights life and career analysis, timing guidance for the next three months to five years is written with your periods in mind.',
      },
      {
        p: 'What dashas should never do is make you fearful. No period removes your choices. The wisest use of the timetable is to prepare: plant in the seasons of growth, consolidate in the seasons of effort, and rest when the chapter asks you to.',
      },
    ],
  },

  {
    title: 'Your Life Path Number: How to Calculate It and What It Means',
    slug: 'life-path-number-guide',
    excerpt:
      'The life path number is the heart of numerology. Learn the method that keeps master numbers intact, what each number from 1 to 33 suggests and how to use it.',
    category: 'numerology',
    tags: ['numerology', 'life-path', 'master-numbers', 'bhagyank', 'self-discovery'],
    readTime: 4,
    publishedAt: '2026-08-27',
    image: lifePath,
    body: [
      {
        p: 'Of all the numbers in a numerology chart, the **life path number** is the one people remember. It is drawn from your full date of birth, so it never changes, and it is read as the broad theme of your life: the lessons you keep returning to and the strengths you grow into. In Indian numerology the same total is often called the **bhagyank**, or number of fortune, while the *moolank* is taken from the day of birth alone.',
      },
      { h2: 'How to calculate it' },
      {
        p: 'The most reliable method reduces the month, day and year **separately** before adding them together. This keeps the so-called master numbers — 11, 22 and 33 — from being hidden along the way.',
      },
      {
        ol: [
          'Reduce the month to a single digit (or a master number).',
          'Reduce the day the same way.',
          'Reduce the year the same way, by adding its digits until one digit (or a master number) remains.',
          'Add the three results together and reduce once more. Stop if you reach 11, 22 or 33.',
        ],
      },
      { h3: 'Example one: 14 August 1992' },
      {
        p: 'Month: 8. Day: 1 + 4 = 5. Year: 1 + 9 + 9 + 2 = 21, and 2 + 1 = 3. Total: 8 + 5 + 3 = 16, and 1 + 6 = **7**.',
      },
      { h3: 'Example two: 2 February 1996' },
      {
        p: 'Month: 2. Day: 2. Year: 1 + 9 + 9 + 6 = 25, and 2 + 5 = 7. Total: 2 + 2 + 7 = **11** — a master number, so we stop here rather than reducing it to 2.',
      },
      { h2: 'What each number suggests' },
      {
        ul: [
          '**1 — The initiator.** Independent, driven and original. Your growth lies in leading without needing to do everything alone.',
          '**2 — The peacemaker.** Sensitive, cooperative and diplomatic. Your growth lies in valuing your own needs as much as other people’s.',
          '**3 — The communicator.** Expressive, creative and sociable. Your growth lies in focus — finishing what your enthusiasm starts.',
          '**4 — The builder.** Practical, loyal and hard-working. Your growth lies in flexibility when plans inevitably change.',
          '**5 — The explorer.** Curious, adaptable and freedom-loving. Your growth lies in commitment that feels chosen rather than imposed.',
          '**6 — The nurturer.** Responsible, caring and family-minded. Your growth lies in helping without taking over.',
          '**7 — The seeker.** Analytical, introspective and spiritual. Your growth lies in trusting others with what you discover.',
          '**8 — The achiever.** Ambitious, capable and business-minded. Your growth lies in balancing success with rest and relationships.',
          '**9 — The humanitarian.** Compassionate, idealistic and generous. Your growth lies in letting go gracefully when a chapter ends.',
          '**11 — The intuitive.** A master number of insight and inspiration, carrying the sensitivity of 2 at a higher intensity. Your growth lies in grounding your ideas in daily life.',
          '**22 — The master builder.** Big visions made real through patient work. Your growth lies in not letting the size of the dream paralyse you.',
          '**33 — The master teacher.** Service, healing and compassion on a wide scale. Your growth lies in caring for yourself as devotedly as you care for others.',
        ],
      },
      { h2: 'A note on master numbers' },
      {
        p: 'Master numbers are rarer and are often described as carrying both more potential and more pressure. Many numerologists suggest reading them on two levels: as the master number itself and as its reduced digit (11 as 2, 22 as 4, 33 as 6). If you have one, you may recognise yourself in both descriptions at different stages of life.',
      },
      { h2: 'Life path and your other numbers' },
      {
        p: 'Your life path is only one part of the picture. A full numerology report also looks at your **destiny** (or expression) number from your full name, your **soul urge** number from its vowels and your **personality** number from its consonants. When these agree, you tend to feel whole; when they differ, you may feel pulled in different directions — which is useful to know, not a problem to fix.',
      },
      { h2: 'Using your number well' },
      {
        ul: [
          '**As a mirror, not a verdict.** If a description fits, notice why. If it does not, that is information too.',
          '**As a planning aid.** A 4 may thrive with a clear long-term plan; a 5 may do better with regular change built in.',
          '**In relationships.** Comparing numbers can explain why a 1 and a 2 approach decisions so differently — and help each appreciate the other’s style.',
        ],
      },
      { quote: 'Your number describes the road. You still choose how to walk it.' },
      {
        p: 'Numerology has its roots in both ancient Greek and ancient Indian thought, and it has lasted because it offers a simple, memorable way to reflect on who we are. Treat your life path number as a companion for that reflection. Your Cosmic Insights numerology report calculates it for you — along with your destiny, soul urge and personality numbers — and explains how they work together.',
      },
    ],
  },

  {
    title: 'Mercury Retrograde: Myths, Facts and a Calm Way Through',
    slug: 'mercury-retrograde-myths-and-facts',
    excerpt:
      'Mercury turns retrograde from about 24 October to 14 November 2026. Here is what is really happening in the sky, which fears are myths and how to use the weeks well.',
    category: 'astrology',
    tags: ['mercury-retrograde', 'transits', 'planets', 'myths'],
    readTime: 4,
    publishedAt: '2026-10-20',
    image: retrogradeLoop,
    body: [
      {
        p: 'Few astrological phrases travel as far as “Mercury is in retrograde”. It gets blamed for crashed laptops, missed trains and awkward text messages. With Mercury turning retrograde again from about **24 October to 14 November 2026**, it is a good moment to separate what is actually happening from what is folklore — and to see how the Vedic tradition thinks about it.',
      },
      { h2: 'What is really happening in the sky' },
      {
        p: 'Mercury never actually reverses. Retrograde motion is an effect of perspective. Mercury orbits the Sun inside Earth’s orbit and much faster — a Mercury year lasts only 88 days. Roughly three times a year it swings around the near side of the Sun and overtakes us on the inside track. For about three weeks, seen from Earth, it appears to slide backwards against the stars before resuming its usual direction.',
      },
      {
        p: 'The moments when it seems to stand still and turn are called **stations**. In 2026 the three retrograde periods fall in late February to late March, late June to late July, and late October to mid-November. This autumn’s retrograde takes place in sidereal **Libra (Tula)**, the sign of partnership and balance.',
      },
      { h2: 'How Vedic astrology sees it' },
      {
        p: 'In Jyotish a retrograde planet is called *vakri*, and it is not automatically considered harmful. In fact, classical strength calculations give retrograde planets a high score for motional strength (*cheshta bala*), because a planet is at its closest to Earth around its retrograde. A retrograde planet is often read as **intense and inward-looking**: its themes are revisited, reconsidered and processed more deeply.',
      },
      {
        p: 'Mercury governs speech, writing, trade, learning and short journeys. During its retrograde these areas tend to ask for review rather than launch — which is very different from a warning that everything will go wrong.',
      },
      { h2: 'Five myths worth letting go' },
      {
        ul: [
          '**“Technology will break.”** Devices fail at all times of year. What retrograde invites is attention: a backup you have been meaning to make is a good idea in any month.',
          '**“Never sign anything.”** Life does not pause for three weeks, and it should not. Sign what needs signing — simply read it twice and ask the questions you might usually skip.',
          '**“Everyone is affected the same way.”** The effect depends on where Mercury falls in your chart and what it rules for you. For some people the period passes almost unnoticed.',
          '**“Nothing started now can succeed.”** Plenty of good things begin during retrogrades. Projects that involve revising, returning or reconnecting can go especially well.',
          '**“Retrograde is a punishment.”** It is a rhythm, not a penalty — as regular as the phases of the Moon.',
        ],
      },
      { h2: 'A practical toolkit for the three weeks' },
      {
        p: 'Think of the “re-” words: review, revise, reconnect, repair, rest.',
      },
      {
        ol: [
          '**Back up and tidy up.** Save copies of important files and photos, clear your inbox and update passwords.',
          '**Double-check the details.** Confirm travel dates, addresses and times. Read contracts carefully and ask for clarification where needed.',
          '**Edit rather than draft.** It is an excellent time to polish a CV, rework a business plan or finish a half-written piece.',
          '**Reconnect.** Old friends and unfinished conversations often resurface. Reaching out can be surprisingly healing.',
          '**Listen more than you speak.** Misunderstandings usually come from assumptions. Repeat back what you heard before you react.',
          '**Leave buffer time.** An extra half an hour for journeys and deadlines makes small delays feel small.',
        ],
      },
      { h2: 'After the station' },
      {
        p: 'When Mercury turns direct around 14 November, it takes another couple of weeks to pass back over the degrees it covered while retrograde. Many people find that decisions which felt murky in October become clear during this period. If you have been holding back on a launch, late November may feel like a natural time to move forward.',
      },
      { quote: 'Retrograde is the sky’s way of saying: look again before you leap.' },
      { h2: 'Looking ahead to 2027' },
      {
        p: 'Mark your calendar: Mercury’s retrogrades in 2027 fall around **10 February to 3 March**, **11 June to 5 July** and **7 to 28 October**. Keep an eye on the astro calendar in Cosmic Insights as the dates approach — and remember that a retrograde is a time to look again, not a reason to stop living.',
      },
    ],
  },

  {
    title: 'Living with the Moon: A Gentle Monthly Rhythm for Rest and Reflection',
    slug: 'moon-phases-gentle-wellness-rhythm',
    excerpt:
      'From Amavasya to Purnima, the lunar month offers a natural rhythm for rest, intention and gratitude. A simple, phase-by-phase practice for calmer weeks.',
    category: 'general',
    tags: ['wellness', 'moon-phases', 'self-care', 'journaling', 'routines'],
    readTime: 5,
    publishedAt: '2026-10-29',
    image: moonPhases,
    body: [
      {
        p: 'Long before calendars hung on kitchen walls, the Moon was how people kept time. Indian festivals still follow it: Diwali falls on an Amavasya, Holi and Guru Purnima on full Moons, and many families observe Ekadashi twice a month. You do not have to be religious to borrow something from this rhythm. A lunar month of about **29.5 days** is long enough to make real progress and short enough to restart gently when life gets in the way.',
      },
      {
        p: 'This is not a medical programme, and the Moon will not fix your sleep or your stress on its own. Think of it instead as a **calendar for attention** — a set of natural moments to pause, check in with yourself and adjust.',
      },
      { h2: 'How the lunar month is counted' },
      {
        p: 'In the Hindu calendar, the month is divided into 30 *tithis*, each marking another 12 degrees of separation between the Moon and the Sun. The first fifteen make up *shukla paksha*, the bright fortnight, as the Moon grows from new to full. The second fifteen make up *krishna paksha*, the dark fortnight, as it wanes again. The astro calendar in Cosmic Insights shows you each day’s Moon phase, so you always know where you are.',
      },
      { h2: 'A phase-by-phase practice' },
      { h3: 'New Moon (Amavasya): rest and set an intention' },
      {
        p: 'The sky is at its darkest, and traditionally this is a time for quiet and remembrance. Go to bed a little earlier. Before you do, write down **one intention** for the month — not a list of resolutions, just one thing you would like to grow. Keep it small and specific: “walk after dinner three times a week” rather than “get healthy”.',
      },
      { h3: 'Waxing crescent: take the first small step' },
      {
        p: 'As the first sliver of Moon appears, take one concrete action towards your intention. Buy the walking shoes, book the class, send the message. Momentum matters more than scale.',
      },
      { h3: 'First quarter: notice the obstacles' },
      {
        p: 'About a week in, something usually gets in the way. Rather than giving up, ask what the obstacle is telling you. Is the plan too ambitious? Is the timing wrong? Adjust, and carry on.',
      },
      { h3: 'Waxing gibbous: refine' },
      {
        p: 'The Moon is almost full and energy tends to feel higher. This is a good time for fine-tuning: improving a routine that is working, or asking for help with one that is not.',
      },
      { h3: 'Full Moon (Purnima): gratitude and connection' },
      {
        p: 'Purnima has always been a time for gathering. Share a meal with people you love, call a grandparent, or take a slow evening walk in the moonlight. Before bed, write down **three things you are grateful for** from the past two weeks. Some people find they sleep a little less deeply around the full Moon; if that is you, keep screens away from the bedroom and the evening gentle.',
      },
      { h3: 'Waning gibbous: share what you have learned' },
      {
        p: 'As the light begins to fade, pass something on. Teach a skill, recommend a book, encourage someone who is starting where you started. Generosity is its own kind of rest.',
      },
      { h3: 'Last quarter: clear space' },
      {
        p: 'This is the natural moment to declutter — a drawer, your phone’s home screen, your calendar. Ask which commitments genuinely serve you, and let one go if you can.',
      },
      { h3: 'Waning crescent: slow down' },
      {
        p: 'The cycle is closing. Protect your evenings, choose lighter meals if that suits you, and spend a few minutes each day in stillness — breathing, prayer or simply sitting with a cup of tea. You are preparing the ground for the next new Moon.',
      },
      { h2: 'If you observe a fast' },
      {
        p: 'Many people keep Ekadashi, Purnima or Amavasya fasts. If you do, drink plenty of water, break the fast gently and listen to your body. If you are pregnant, have diabetes or another medical condition, or take regular medication, please talk to your doctor before fasting — a lighter observance, such as giving up one food, can carry the same meaning.',
      },
      { h2: 'Journaling prompts for each month' },
      {
        ul: [
          'What do I want more of this month, and what do I want less of?',
          'When did I feel most like myself in the last two weeks?',
          'What am I still carrying that I could put down?',
          'Who supported me this month, and how can I thank them?',
          'What did the month teach me that I want to remember?',
        ],
      },
      {
        p: 'The astro journal in Cosmic Insights records the Moon phase and your mood rating with each entry. After two or three months, you may notice your own patterns — the days you feel most energetic, the days you need more rest — and that knowledge is more valuable than any general rule.',
      },
      { quote: 'The Moon is never ashamed of being a crescent. Growth and rest are both part of the cycle.' },
      {
        p: 'Start with the next new Moon. One intention, one small step and one evening of gratitude a month is enough. Over time, the rhythm becomes less something you follow and more something you feel.',
      },
    ],
  },

  {
    title: 'Your Personal Year Number for 2027: What the Year Invites',
    slug: 'personal-year-number-2027',
    excerpt:
      'Numerology moves in nine-year cycles. Work out your personal year number for 2027 in under a minute and see what each year from 1 to 9 asks of you.',
    category: 'numerology',
    tags: ['numerology', 'personal-year', '2027', 'planning', 'new-year'],
    readTime: 4,
    publishedAt: '2026-11-12',
    image: personalYear,
    body: [
      {
        p: 'Your life path number stays with you for life, but numerology also describes **cycles**. The most useful of these is the **personal year**, which moves through a sequence of nine years — from new beginnings in a 1 year to completion in a 9 year. Knowing where you stand can help you plan 2027 with the current rather than against it.',
      },
      { h2: 'How to calculate your 2027 personal year' },
      {
        ol: [
          'Add the digits of your **birth month**.',
          'Add the digits of your **birth day**.',
          'Add the digits of the year **2027**: 2 + 0 + 2 + 7 = 11.',
          'Add all three results and keep reducing until you reach a single digit from 1 to 9.',
        ],
      },
      {
        p: 'For example, if your birthday is **14 August**, you would add 8 (August) + 1 + 4 (the day) + 11 (the year) = 24, and 2 + 4 = **6**. So 2027 is a 6 personal year for you. Your birth year is not used — everyone with the same birthday shares the same personal year.',
      },
      {
        p: 'Most numerologists start the personal year on 1 January. Some prefer to start it on your birthday. Try both, and notice which timing matches your experience.',
      },
      { h2: 'The universal year: an 11' },
      {
        p: 'The digits of 2027 add up to 11, a master number. Numerologists who keep master numbers describe 2027 as a year in which intuition, idealism and sensitivity run high for everyone — a backdrop against which your personal year plays out. Those who reduce it read it as a 2: a year of partnership, diplomacy and patience.',
      },
      { h2: 'What each personal year invites' },
      { h3: 'Personal year 1: begin' },
      {
        p: 'A fresh nine-year cycle starts. It is a year for initiative — a new job, a new skill, a new home or simply a new habit. Do not wait for perfect conditions. What you plant now grows for years.',
      },
      { h3: 'Personal year 2: cooperate' },
      {
        p: 'After the push of a 1 year, things slow down. Partnerships, patience and detail come to the fore. Progress may feel quieter, but relationships you nurture now become foundations.',
      },
      { h3: 'Personal year 3: express' },
      {
        p: 'Creativity and social life expand. It is a good year to write, perform, share your work and say yes to invitations. Guard against scattering your energy across too many projects.',
      },
      { h3: 'Personal year 4: build' },
      {
        p: 'Roll up your sleeves. A 4 year rewards structure: budgets, routines, training and steady effort. It can feel demanding, but the work you put in now is what lasts.',
      },
      { h3: 'Personal year 5: change' },
      {
        p: 'Expect movement — travel, new people, unexpected opportunities. Stay flexible and curious, and keep one or two anchors in place so change feels exciting rather than unsettling.',
      },
      { h3: 'Personal year 6: care' },
      {
        p: 'Home, family and responsibility take centre stage. Many people marry, move house or take on caring roles in a 6 year. Remember to include yourself in the circle of people you look after.',
      },
      { h3: 'Personal year 7: reflect' },
      {
        p: 'A quieter, inward year. Study, spiritual practice and rest are favoured over hustle. It is a good year to understand *why* you want what you want before the more outward years return.',
      },
      { h3: 'Personal year 8: achieve' },
      {
        p: 'Effort from earlier years can start to pay off in recognition and responsibility. It is a strong year for career goals and for getting your finances in order. Keep generosity and balance close by.',
      },
      { h3: 'Personal year 9: complete' },
      {
        p: 'The cycle closes. Finish what is unfinished, forgive what you can and let go of what no longer fits. Clearing space in a 9 year makes the next 1 year far easier to begin.',
      },
      { h2: 'Planning 2027 with your number' },
      {
        ul: [
          '**Write one sentence** that sums up your personal year, and keep it somewhere you will see it.',
          '**Match big decisions to the theme** where you have a choice — launches in a 1, consolidation in a 4, celebrations in a 6.',
          '**Check in each quarter.** Ask whether the year is unfolding as its number suggests, and what you might adjust.',
          '**Compare with your life path.** A 7 life path in a 7 personal year may feel the inward pull twice as strongly.',
        ],
      },
      { quote: 'Every year has a season. You will move faster if you stop asking winter to behave like spring.' },
      {
        p: 'A personal year does not decide what happens to you; it suggests what kind of effort is likely to be rewarded. Your Cosmic Insights numerology report adds your life path, destiny, soul urge and personality numbers — a useful companion to your personal year.',
      },
    ],
  },
]
