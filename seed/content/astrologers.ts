import type { SeedAstrologer } from '../types'

// Abstract portrait avatars: a gradient disc, a stylised silhouette and a small celestial motif.
// Each one is hand-composed; no text, no external references.

const vikramSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs>
<radialGradient id="bg" cx="50%" cy="35%" r="70%"><stop offset="0" stop-color="#f6b73c"/><stop offset="0.55" stop-color="#d9642a"/><stop offset="1" stop-color="#5a1e3c"/></radialGradient>
<linearGradient id="fig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a1240"/><stop offset="1" stop-color="#160a26"/></linearGradient>
<clipPath id="c"><circle cx="200" cy="200" r="196"/></clipPath>
</defs>
<circle cx="200" cy="200" r="196" fill="url(#bg)"/>
<g clip-path="url(#c)">
<circle cx="200" cy="200" r="150" fill="none" stroke="#ffe3a3" stroke-opacity="0.35" stroke-width="2"/>
<path d="M84 400 C88 300 140 262 200 262 C260 262 312 300 316 400 Z" fill="url(#fig)"/>
<path d="M170 232 L200 262 L230 232 L230 250 L200 280 L170 250 Z" fill="#160a26"/>
<ellipse cx="200" cy="168" rx="54" ry="64" fill="url(#fig)"/>
<path d="M146 150 C150 104 250 104 254 150 C236 128 164 128 146 150 Z" fill="#3b1c57"/>
</g>
<g transform="translate(310 92)" fill="#fff4d6">
<circle r="16"/>
<g stroke="#fff4d6" stroke-width="4" stroke-linecap="round"><line x1="0" y1="-30" x2="0" y2="-24"/><line x1="0" y1="24" x2="0" y2="30"/><line x1="-30" y1="0" x2="-24" y2="0"/><line x1="24" y1="0" x2="30" y2="0"/><line x1="-21" y1="-21" x2="-17" y2="-17"/><line x1="17" y1="17" x2="21" y2="21"/><line x1="-21" y1="21" x2="-17" y2="17"/><line x1="17" y1="-17" x2="21" y2="-21"/></g>
</g>
</svg>`

const smitaSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7b3fb8"/><stop offset="0.6" stop-color="#c2417e"/><stop offset="1" stop-color="#f19a6b"/></linearGradient>
<linearGradient id="fig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b0f3d"/><stop offset="1" stop-color="#1a0826"/></linearGradient>
<clipPath id="c"><circle cx="200" cy="200" r="196"/></clipPath>
</defs>
<circle cx="200" cy="200" r="196" fill="url(#bg)"/>
<g clip-path="url(#c)">
<path d="M138 180 C128 110 272 110 262 180 C270 230 262 268 250 290 L150 290 C138 268 130 230 138 180 Z" fill="#2b0f3d"/>
<path d="M80 400 C86 306 140 268 200 268 C260 268 314 306 320 400 Z" fill="url(#fig)"/>
<ellipse cx="200" cy="172" rx="50" ry="60" fill="url(#fig)"/>
<circle cx="200" cy="104" r="22" fill="#2b0f3d"/>
<path d="M120 400 C150 330 250 330 280 400" fill="none" stroke="#f6c667" stroke-width="6" stroke-opacity="0.8"/>
</g>
<g transform="translate(96 96)">
<circle r="24" fill="#fff1d0"/>
<circle cx="10" cy="-6" r="21" fill="#8e3da6"/>
</g>
<g fill="#fff1d0"><circle cx="130" cy="70" r="3"/><circle cx="72" cy="140" r="2.5"/></g>
</svg>`

const ishaanSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs>
<radialGradient id="bg" cx="30%" cy="25%" r="85%"><stop offset="0" stop-color="#4fb3c9"/><stop offset="0.5" stop-color="#2b5aa8"/><stop offset="1" stop-color="#141a4a"/></radialGradient>
<linearGradient id="fig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1233"/><stop offset="1" stop-color="#070b22"/></linearGradient>
<clipPath id="c"><circle cx="200" cy="200" r="196"/></clipPath>
</defs>
<circle cx="200" cy="200" r="196" fill="url(#bg)"/>
<g clip-path="url(#c)">
<g fill="none" stroke="#bfe6ff" stroke-opacity="0.3" stroke-width="2"><ellipse cx="200" cy="200" rx="180" ry="70" transform="rotate(-20 200 200)"/><ellipse cx="200" cy="200" rx="180" ry="70" transform="rotate(25 200 200)"/></g>
<path d="M92 400 C96 304 146 266 200 266 C254 266 304 304 308 400 Z" fill="url(#fig)"/>
<ellipse cx="200" cy="170" rx="52" ry="62" fill="url(#fig)"/>
<path d="M148 160 C140 110 190 96 214 104 C244 108 262 130 252 162 C240 138 214 126 190 130 C170 134 156 146 148 160 Z" fill="#1c2a66"/>
</g>
<g transform="translate(312 108)" fill="#e9f6ff">
<path d="M0 -26 L6 -6 L26 0 L6 6 L0 26 L-6 6 L-26 0 L-6 -6 Z"/>
<circle cx="-30" cy="30" r="4"/><circle cx="20" cy="40" r="3"/>
</g>
</svg>`

const meenakshiSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs>
<linearGradient id="bg" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#0f3d3a"/><stop offset="0.55" stop-color="#1f7a5c"/><stop offset="1" stop-color="#d9b44a"/></linearGradient>
<linearGradient id="fig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a2421"/><stop offset="1" stop-color="#061715"/></linearGradient>
<clipPath id="c"><circle cx="200" cy="200" r="196"/></clipPath>
</defs>
<circle cx="200" cy="200" r="196" fill="url(#bg)"/>
<g clip-path="url(#c)">
<path d="M142 176 C134 116 266 116 258 176 L262 250 C250 258 244 236 242 214 L158 214 C156 236 150 258 138 250 Z" fill="#0a2421"/>
<path d="M86 400 C92 302 144 266 200 266 C256 266 308 302 314 400 Z" fill="url(#fig)"/>
<ellipse cx="200" cy="174" rx="48" ry="58" fill="url(#fig)"/>
<circle cx="200" cy="150" r="4" fill="#e8c35a"/>
<path d="M100 400 L200 300 L300 400" fill="none" stroke="#e8c35a" stroke-opacity="0.6" stroke-width="5"/>
</g>
<g fill="none" stroke="#fff3c4" stroke-width="3">
<circle cx="304" cy="96" r="22"/><ellipse cx="304" cy="96" rx="40" ry="10" transform="rotate(-18 304 96)"/>
</g>
<circle cx="304" cy="96" r="22" fill="#fff3c4" fill-opacity="0.35"/>
</svg>`

const nikhilSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs>
<radialGradient id="bg" cx="70%" cy="20%" r="90%"><stop offset="0" stop-color="#ff8fa3"/><stop offset="0.45" stop-color="#8b3a9e"/><stop offset="1" stop-color="#22124a"/></radialGradient>
<linearGradient id="fig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d0c33"/><stop offset="1" stop-color="#120722"/></linearGradient>
<clipPath id="c"><circle cx="200" cy="200" r="196"/></clipPath>
</defs>
<circle cx="200" cy="200" r="196" fill="url(#bg)"/>
<g clip-path="url(#c)">
<path d="M88 400 C94 300 146 264 200 264 C254 264 306 300 312 400 Z" fill="url(#fig)"/>
<path d="M176 264 L200 300 L224 264 Z" fill="#2d1450"/>
<ellipse cx="200" cy="168" rx="53" ry="63" fill="url(#fig)"/>
<path d="M147 158 C144 112 178 100 200 102 C230 100 258 116 253 158 C246 140 236 132 222 130 C214 142 184 144 170 134 C160 140 152 148 147 158 Z" fill="#2d1450"/>
</g>
<g transform="translate(92 110) rotate(-12)">
<rect x="-20" y="-30" width="40" height="60" rx="6" fill="#ffe1ea"/>
<rect x="-14" y="-24" width="28" height="48" rx="3" fill="none" stroke="#8b3a9e" stroke-width="2"/>
<path d="M0 -12 L4 -3 L13 0 L4 3 L0 12 L-4 3 L-13 0 L-4 -3 Z" fill="#8b3a9e"/>
</g>
<g fill="#ffe1ea"><circle cx="300" cy="80" r="3"/><circle cx="330" cy="120" r="2"/><circle cx="280" cy="56" r="2"/></g>
</svg>`

export const astrologers: SeedAstrologer[] = [
  {
    name: 'Acharya Vikram Joshi',
    slug: 'vikram-joshi',
    rating: 4.9,
    specialty: 'Vedic birth charts',
    pricePerSession: 50,
    bio: 'Vikram trained in Jyotish under his grandfather in Varanasi before studying astronomy formally, and he reads charts with an eye on both tradition and the actual sky. He specialises in lagna and Moon-sign analysis and in explaining dasha periods in plain language. Clients describe his sessions as calm, thorough and refreshingly free of fear.',
    languages: ['English', 'Hindi'],
    yearsOfExperience: 22,
    timeZone: 'Asia/Kolkata',
    consultationTypes: ['video', 'audio', 'chat'],
    availability: [
      { weekday: 'mon', from: '10:00', to: '13:00' },
      { weekday: 'mon', from: '17:00', to: '20:00' },
      { weekday: 'tue', from: '10:00', to: '13:00' },
      { weekday: 'tue', from: '17:00', to: '20:00' },
      { weekday: 'wed', from: '10:00', to: '13:00' },
      { weekday: 'wed', from: '17:00', to: '20:00' },
      { weekday: 'thu', from: '10:00', to: '13:00' },
      { weekday: 'thu', from: '17:00', to: '20:00' },
      { weekday: 'fri', from: '10:00', to: '13:00' },
      { weekday: 'fri', from: '17:00', to: '20:00' },
      { weekday: 'sat', from: '10:00', to: '13:00' },
    ],
    daysOff: [
      { date: '2026-12-25', note: 'Christmas' },
      { date: '2027-01-14', note: 'Makar Sankranti' },
    ],
    image: {
      filename: 'astrologer-vikram-joshi.svg',
      alt: 'Abstract portrait of Vikram Joshi: a dark silhouette against a saffron-to-maroon disc with a small radiant sun',
      svg: vikramSvg,
    },
  },
  {
    name: 'Smita Deshpande',
    slug: 'smita-deshpande',
    rating: 4.8,
    specialty: 'Kundli matching',
    pricePerSession: 60,
    bio: 'Smita has guided hundreds of families through Kundli matching, going well beyond the guna total to explain what each koota means for day-to-day married life. She is known for including parents in the conversation gently and for offering practical ways forward when a score is low. She consults from Pune.',
    languages: ['English', 'Hindi', 'Marathi'],
    yearsOfExperience: 18,
    timeZone: 'Asia/Kolkata',
    consultationTypes: ['video', 'audio'],
    availability: [
      { weekday: 'tue', from: '11:00', to: '14:00' },
      { weekday: 'tue', from: '18:00', to: '21:00' },
      { weekday: 'wed', from: '11:00', to: '14:00' },
      { weekday: 'wed', from: '18:00', to: '21:00' },
      { weekday: 'thu', from: '11:00', to: '14:00' },
      { weekday: 'thu', from: '18:00', to: '21:00' },
      { weekday: 'fri', from: '11:00', to: '14:00' },
      { weekday: 'fri', from: '18:00', to: '21:00' },
      { weekday: 'sat', from: '11:00', to: '14:00' },
      { weekday: 'sat', from: '18:00', to: '21:00' },
      { weekday: 'sun', from: '11:00', to: '14:00' },
    ],
    daysOff: [{ date: '2027-01-26', note: 'Republic Day' }],
    image: {
      filename: 'astrologer-smita-deshpande.svg',
      alt: 'Abstract portrait of Smita Deshpande: a silhouette with a hair bun on a violet-to-coral disc beside a crescent moon',
      svg: smitaSvg,
    },
  },
  {
    name: 'Ishaan Banerjee',
    slug: 'ishaan-banerjee',
    rating: 4.7,
    specialty: 'Numerology',
    pricePerSession: 45,
    bio: 'Ishaan combines Pythagorean and Chaldean numerology and is happy to show you the arithmetic behind every number in your report. He often works with people choosing a business name or a wedding date. His sessions are analytical, friendly and always leave room for your own judgement.',
    languages: ['English', 'Bengali', 'Hindi'],
    yearsOfExperience: 11,
    timeZone: 'Asia/Kolkata',
    consultationTypes: ['video', 'chat'],
    availability: [
      { weekday: 'mon', from: '09:00', to: '12:00' },
      { weekday: 'wed', from: '09:00', to: '12:00' },
      { weekday: 'fri', from: '09:00', to: '12:00' },
      { weekday: 'tue', from: '15:00', to: '19:00' },
      { weekday: 'thu', from: '15:00', to: '19:00' },
      { weekday: 'sat', from: '10:00', to: '16:00' },
      { weekday: 'sun', from: '10:00', to: '16:00' },
    ],
    daysOff: [{ date: '2027-01-01', note: 'New Year' }],
    image: {
      filename: 'astrologer-ishaan-banerjee.svg',
      alt: 'Abstract portrait of Ishaan Banerjee: a silhouette framed by crossing orbits on a deep blue disc with a four-pointed star',
      svg: ishaanSvg,
    },
  },
  {
    name: 'Meenakshi Subramanian',
    slug: 'meenakshi-subramanian',
    rating: 4.8,
    specialty: 'Career & finance',
    pricePerSession: 55,
    bio: 'A former management consultant from Chennai, Meenakshi focuses on the 10th and 2nd houses, Saturn transits and dasha timing for career moves. She pairs astrological timing with sensible, grounded planning and never gives investment tips. Her clients range from students choosing a stream to founders weighing a big decision.',
    languages: ['English', 'Tamil', 'Hindi'],
    yearsOfExperience: 15,
    timeZone: 'Asia/Kolkata',
    consultationTypes: ['video', 'audio'],
    availability: [
      { weekday: 'mon', from: '19:00', to: '22:00' },
      { weekday: 'tue', from: '19:00', to: '22:00' },
      { weekday: 'wed', from: '19:00', to: '22:00' },
      { weekday: 'thu', from: '19:00', to: '22:00' },
      { weekday: 'fri', from: '19:00', to: '22:00' },
      { weekday: 'sat', from: '09:00', to: '13:00' },
      { weekday: 'sun', from: '09:00', to: '13:00' },
    ],
    daysOff: [{ date: '2027-01-15', note: 'Pongal' }],
    image: {
      filename: 'astrologer-meenakshi-subramanian.svg',
      alt: 'Abstract portrait of Meenakshi Subramanian: a silhouette with long hair on a green-and-gold disc beside a ringed planet',
      svg: meenakshiSvg,
    },
  },
  {
    name: 'Nikhil Menon',
    slug: 'nikhil-menon',
    rating: 4.6,
    specialty: 'Tarot & relationships',
    pricePerSession: 40,
    bio: 'Nikhil uses tarot alongside Venus and Moon placements to help people make sense of relationships — new crushes, long partnerships and the difficult conversations in between. His readings are warm and direct, and he focuses on what you can do rather than what might happen to you.',
    languages: ['English', 'Hindi', 'Malayalam'],
    yearsOfExperience: 9,
    timeZone: 'Europe/London',
    consultationTypes: ['video', 'audio', 'chat'],
    availability: [
      { weekday: 'mon', from: '07:00', to: '12:00' },
      { weekday: 'tue', from: '07:00', to: '12:00' },
      { weekday: 'wed', from: '07:00', to: '12:00' },
      { weekday: 'thu', from: '07:00', to: '12:00' },
      { weekday: 'fri', from: '07:00', to: '12:00' },
      { weekday: 'sat', from: '07:00', to: '12:00' },
      { weekday: 'sun', from: '07:00', to: '12:00' },
      { weekday: 'wed', from: '17:00', to: '20:00' },
      { weekday: 'thu', from: '17:00', to: '20:00' },
    ],
    daysOff: [{ date: '2026-12-26', note: 'Boxing Day' }],
    image: {
      filename: 'astrologer-nikhil-menon.svg',
      alt: 'Abstract portrait of Nikhil Menon: a silhouette on a rose-to-indigo disc with a small tarot card bearing a star',
      svg: nikhilSvg,
    },
  },
]
