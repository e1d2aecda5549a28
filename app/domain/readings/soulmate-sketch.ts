import { randomFor } from '../../astrology/prng'
import type { DashaLord, Planet } from '../../astrology/planets'
import type { Element, PartnerKind, SoulmateLens } from '../../astrology/soulmate'

/**
 * The soulmate's sketch portrait (ADR 195): an SVG we draw from the reading's own features, in the site's night-sky
 * style. The lens sets the motif behind the head (the 7th house's doorway, Venus's crescent, the navamsa's nine petals,
 * the dasha wheel, and one for each lens of ADR 209), the lens sign's element the sky and its emblem, the planet that describes the looks the face, the
 * eyes and the clothes' colour (the navagraha colours), the build's element the hair, the bond's element the smile and
 * the ornaments. The seed (chart, partner, lens) only places the stars and picks a skin and hair tone. It is an
 * illustration, not a likeness. Answered as a data URI for an <img>: nothing in an <img> runs.
 */
export type PortraitInput = {
  seed: string
  partner: PartnerKind
  lens: SoulmateLens
  /** The planet whose nature describes the looks. */
  looks: Planet
  /** The lens's own planet (the dasha lord may be a node); its disc sits in the corner. */
  planet: DashaLord
  /** The lens sign's element: the sky and the emblem. */
  personality: Element
  /** The element of the sign the looks planet sits in: the hair. */
  build: Element
  /** The bond's element: the smile and the ornaments. */
  connection: Element
}

/** What the portrait shows, as plain values: what the tests compare between lenses. */
export type PortraitFeatures = {
  motif: SoulmateLens
  sky: Element
  emblem: Element
  face: Planet
  garment: string
  hair: `${PartnerKind}-${Element}`
  smile: Element
  skin: string
  hairColour: string
  beard: boolean
  stars: { x: number; y: number; r: number }[]
}

// Traditional navagraha colours (the clothes and the corner disc).
const PLANET_COLOUR: Record<DashaLord, string> = {
  sun: '#d9622b',
  moon: '#e6ebf5',
  mars: '#c62f2f',
  mercury: '#2f9a5c',
  jupiter: '#f2c230',
  venus: '#ecc3d8',
  saturn: '#2b3a78',
  rahu: '#5b5a72',
  ketu: '#8c6a5a',
}

// The sky by element: the site's night at the top, the element's glow below.
const SKY: Record<Element, [string, string, string]> = {
  fire: ['#140f33', '#6b2340', '#f29a1a'],
  earth: ['#140f33', '#1f4a3d', '#c9a34a'],
  air: ['#140f33', '#3d3391', '#a5b4fc'],
  water: ['#0b0820', '#1e3a6e', '#4fd1c5'],
}

const SKINS = ['#f1c9a5', '#e3b08a', '#c98d62', '#ad6f46', '#8d5533', '#6e4024']
const HAIRS = ['#1b1411', '#2b1d16', '#3a271c', '#4a3222']

// Face width, height and chin (0 pointed, 1 broad) by the planet of the looks.
const FACE: Record<Planet, { w: number; h: number; chin: number; eye: 'round' | 'almond' | 'sharp'; brow: number }> = {
  sun: { w: 90, h: 104, chin: 0.42, eye: 'almond', brow: -2 },
  moon: { w: 94, h: 98, chin: 0.55, eye: 'round', brow: 0 },
  mars: { w: 84, h: 108, chin: 0.2, eye: 'sharp', brow: -5 },
  mercury: { w: 78, h: 102, chin: 0.3, eye: 'almond', brow: 1 },
  jupiter: { w: 98, h: 102, chin: 0.5, eye: 'round', brow: 1 },
  venus: { w: 86, h: 100, chin: 0.22, eye: 'almond', brow: 2 },
  saturn: { w: 76, h: 114, chin: 0.32, eye: 'sharp', brow: -1 },
}

const CX = 120
const CY = 112

/** The portrait's features: deterministic in its input. */
export function portraitFeatures(input: PortraitInput): PortraitFeatures {
  const random = randomFor(`soulmate-portrait/v1|${input.seed}`)
  const stars: PortraitFeatures['stars'] = []
  while (stars.length < 11) {
    const x = random.nextInt(12, 228)
    const y = random.nextInt(12, 150)
    // Keep the stars off the head.
    if (Math.abs(x - CX) < 62 && y > 40) continue
    stars.push({ x, y, r: random.nextInt(2, 5) })
  }
  return {
    motif: input.lens,
    sky: input.personality,
    emblem: input.personality,
    face: input.looks,
    garment: PLANET_COLOUR[input.looks],
    hair: `${input.partner}-${input.build}`,
    smile: input.connection,
    skin: SKINS[random.nextInt(0, SKINS.length - 1)]!,
    hairColour: HAIRS[random.nextInt(0, HAIRS.length - 1)]!,
    beard: input.partner === 'man' && (input.looks === 'jupiter' || input.looks === 'saturn' || input.looks === 'sun'),
    stars,
  }
}

const n = (value: number) => Math.round(value * 10) / 10

function star(x: number, y: number, r: number, fill: string): string {
  const k = r * 0.28
  return `<path d="M${x} ${n(y - r)}L${n(x + k)} ${n(y - k)}L${n(x + r)} ${y}L${n(x + k)} ${n(y + k)}L${x} ${n(y + r)}L${n(x - k)} ${n(y + k)}L${n(x - r)} ${y}L${n(x - k)} ${n(y - k)}Z" fill="${fill}"/>`
}

function facePath(planet: Planet): string {
  const { w, h, chin } = FACE[planet]
  const hw = w / 2
  const top = CY - h / 2
  const bottom = CY + h / 2
  const cw = hw * chin + 4
  return (
    `M${CX} ${top}C${n(CX + hw)} ${top} ${n(CX + hw)} ${n(CY - h * 0.2)} ${n(CX + hw)} ${CY}` +
    `C${n(CX + hw)} ${n(CY + h * 0.3)} ${n(CX + cw)} ${bottom} ${CX} ${bottom}` +
    `C${n(CX - cw)} ${bottom} ${n(CX - hw)} ${n(CY + h * 0.3)} ${n(CX - hw)} ${CY}` +
    `C${n(CX - hw)} ${n(CY - h * 0.2)} ${n(CX - hw)} ${top} ${CX} ${top}Z`
  )
}

/** A ring of `count` dots round the head, the first one lit in the planet's colour. */
function wheel(count: number, radius: number, planetColour: string, lit: number): string {
  const gold = '#f9b949'
  return Array.from({ length: count }, (_, i) => {
    const angle = (Math.PI * 2 * i) / count - Math.PI / 2
    const on = i === lit
    return `<circle cx="${n(CX + radius * Math.cos(angle))}" cy="${n(CY - 6 + radius * Math.sin(angle))}" r="${on ? 8 : 4}" fill="${on ? planetColour : gold}"${on ? ` stroke="${gold}" stroke-width="2"` : ''}/>`
  }).join('')
}

/** A crescent of `r` at (x, y), horns to the right. */
function crescent(x: number, y: number, r: number, fill: string): string {
  return `<path d="M${x} ${n(y - r)}A${r} ${r} 0 1 0 ${x} ${n(y + r)}A${n(r * 1.25)} ${n(r * 1.25)} 0 0 1 ${x} ${n(y - r)}Z" fill="${fill}"/>`
}

/** A heart of size `s` centred on (x, y). */
function heart(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${x} ${n(y + s)}C${n(x - s * 1.6)} ${n(y - s * 0.2)} ${n(x - s * 0.7)} ${n(y - s * 1.3)} ${x} ${n(y - s * 0.4)}C${n(x + s * 0.7)} ${n(y - s * 1.3)} ${n(x + s * 1.6)} ${n(y - s * 0.2)} ${x} ${n(y + s)}Z" fill="${fill}"/>`
}

/** Nine petals round the head: the navamsa's nine. */
function petals(fill: string, opacity: number): string {
  return Array.from({ length: 9 }, (_, i) => {
    const angle = (360 / 9) * i
    return `<ellipse cx="${CX}" cy="${CY - 84}" rx="9" ry="20" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${n(angle)} ${CX} ${CY - 6})"/>`
  }).join('')
}

/** The motif behind the head: what the lens looks at (ADRs 195 and 209). */
function motif(lens: SoulmateLens, planetColour: string): string {
  const gold = '#f9b949'
  const doorway = `<path d="M52 240V120A68 68 0 0 1 188 120V240" fill="#ffffff" fill-opacity="0.07" stroke="${gold}" stroke-opacity="0.7" stroke-width="3"/>`
  switch (lens) {
    case 'seventh': {
      // The 7th house as a doorway, with a seven-pointed star above it.
      const points = Array.from({ length: 14 }, (_, i) => {
        const angle = (Math.PI * i) / 7 - Math.PI / 2
        const r = i % 2 === 0 ? 9 : 4
        return `${n(CX + r * Math.cos(angle))} ${n(30 + r * Math.sin(angle))}`
      })
      return `${doorway}<path d="M${points.join('L')}Z" fill="${gold}"/>`
    }
    case 'venus':
      // Venus's crescent and halo.
      return `<circle cx="${CX}" cy="${CY - 6}" r="74" fill="${planetColour}" fill-opacity="0.16"/><path d="M178 18A30 30 0 1 0 206 56A24 24 0 1 1 178 18Z" fill="#fff4d6"/>`
    case 'navamsa':
      return petals(gold, 0.55)
    case 'dasha':
      // The dasha wheel: nine periods on an orbit, the running lord's lit.
      return `<circle cx="${CX}" cy="${CY - 6}" r="80" fill="none" stroke="${gold}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="4 6"/>${wheel(9, 80, planetColour, 0)}`
    case 'antardasha':
      // A wheel within the wheel: the sub-period lit on the inner ring.
      return (
        `<circle cx="${CX}" cy="${CY - 6}" r="86" fill="none" stroke="${gold}" stroke-opacity="0.35" stroke-width="2"/>${wheel(9, 86, gold, -1)}` +
        `<circle cx="${CX}" cy="${CY - 6}" r="70" fill="none" stroke="${gold}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="3 5"/>${wheel(9, 70, planetColour, 4)}`
      )
    case 'fifth':
      // The 5th house of romance: five hearts in an arc.
      return Array.from({ length: 5 }, (_, i) => {
        const angle = Math.PI + (Math.PI * (i + 1)) / 6
        return heart(n(CX + 88 * Math.cos(angle)), n(CY - 4 + 88 * Math.sin(angle)), 8, i === 2 ? planetColour : '#e86a7a')
      }).join('')
    case 'moon-seventh':
      // The Moon and the point opposite it: a full moon at one side, its 7th across the sky.
      return (
        `<circle cx="40" cy="78" r="18" fill="#fff4d6" fill-opacity="0.9"/>` +
        `<path d="M58 78Q120 20 182 78" fill="none" stroke="${gold}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="4 5"/>` +
        `<circle cx="200" cy="78" r="10" fill="${planetColour}" stroke="${gold}" stroke-width="2"/>`
      )
    case 'venus-seventh':
      // Venus and its 7th: two crescents facing each other.
      return `${crescent(44, 70, 18, '#fff4d6')}<g transform="translate(240 0) scale(-1 1)">${crescent(44, 70, 18, planetColour)}</g>`
    case 'venus-navamsa':
      // Venus among the navamsa's nine: the petals, rose-tinted, under Venus's crescent.
      return `${petals('#ecc3d8', 0.45)}<path d="M178 18A30 30 0 1 0 206 56A24 24 0 1 1 178 18Z" fill="#fff4d6"/>`
    case 'seventh-lord-d9':
      // The 7th's doorway inside the navamsa's petals.
      return `${petals(gold, 0.35)}${doorway}`
    case 'upapada':
      // A wedding canopy (mandap) over the head: four posts and a roof with a garland.
      return (
        `<path d="M44 60L120 26L196 60Z" fill="${gold}" fill-opacity="0.8"/>` +
        [52, 92, 148, 188].map((x) => `<rect x="${x - 3}" y="60" width="6" height="180" fill="${gold}" fill-opacity="0.55"/>`).join('') +
        `<path d="M52 66Q120 100 188 66" fill="none" stroke="${planetColour}" stroke-width="4" stroke-dasharray="2 6" stroke-linecap="round"/>`
      )
    case 'darapada':
      // The arudha is an image: an oval mirror frame behind the head.
      return `<ellipse cx="${CX}" cy="${CY - 4}" rx="84" ry="98" fill="#ffffff" fill-opacity="0.06" stroke="${gold}" stroke-width="4"/><ellipse cx="${CX}" cy="${CY - 4}" rx="76" ry="90" fill="none" stroke="${planetColour}" stroke-opacity="0.7" stroke-width="2"/>`
    case 'darakaraka':
      // The spouse's karaka: two linked rings above the head.
      return `<g fill="none" stroke-width="4"><circle cx="108" cy="30" r="14" stroke="${gold}"/><circle cx="132" cy="30" r="14" stroke="${planetColour}"/></g>`
    default:
      // Jupiter, the guru: a broad halo of rays.
      return (
        `<circle cx="${CX}" cy="${CY - 6}" r="78" fill="#f2c230" fill-opacity="0.14"/>` +
        Array.from(
          { length: 12 },
          (_, i) => `<rect x="${CX - 2}" y="${CY - 96}" width="4" height="14" rx="2" fill="${gold}" transform="rotate(${i * 30} ${CX} ${CY - 6})"/>`,
        ).join('')
      )
  }
}

/** The element's emblem, bottom right. */
function emblem(element: Element): string {
  const at = 'transform="translate(204 204)"'
  const fill = 'fill="#f9b949"'
  if (element === 'fire') return `<path ${at} ${fill} d="M0 -16C8 -6 10 2 6 9A8 8 0 0 1 -6 9C-10 2 -4 -4 -2 -9C0 -4 2 -2 3 0C4 -6 2 -11 0 -16Z"/>`
  if (element === 'earth') return `<path ${at} ${fill} d="M-14 10L-4 -8L2 2L6 -4L14 10Z"/>`
  if (element === 'air')
    return `<g ${at} fill="none" stroke="#f9b949" stroke-width="3" stroke-linecap="round"><path d="M-14 -6H6A5 5 0 1 0 1 -11"/><path d="M-14 2H10A5 5 0 1 1 5 7"/></g>`
  return `<path ${at} ${fill} d="M0 -15C6 -6 10 0 10 5A10 10 0 0 1 -10 5C-10 0 -6 -6 0 -15Z"/>`
}

/** The lens planet's disc, top left: a ring for Saturn, a crescent for the Moon, rays for the Sun. */
function planetDisc(planet: DashaLord): string {
  const fill = PLANET_COLOUR[planet]
  const at = 'transform="translate(30 30)"'
  if (planet === 'moon') return `<path ${at} d="M4 -11A11 11 0 1 0 4 11A9 9 0 1 1 4 -11Z" fill="${fill}"/>`
  const rays =
    planet === 'sun'
      ? Array.from({ length: 8 }, (_, i) => `<rect x="-1.5" y="-17" width="3" height="5" rx="1.5" fill="${fill}" transform="rotate(${i * 45})"/>`).join('')
      : ''
  const ring = planet === 'saturn' ? `<ellipse rx="16" ry="4" fill="none" stroke="#f9b949" stroke-width="2" transform="rotate(-20)"/>` : ''
  const node = planet === 'rahu' || planet === 'ketu' ? `<circle r="4" fill="#0b0820"/>` : ''
  return `<g ${at}>${rays}<circle r="9" fill="${fill}" stroke="#fff4d6" stroke-width="1.5"/>${ring}${node}</g>`
}

/** Hair behind the face (long styles) and in front of it (the fringe). */
function hair(partner: PartnerKind, build: Element, colour: string, planet: Planet): { back: string; front: string } {
  const { w, h } = FACE[planet]
  const hw = w / 2 + 6
  const top = CY - h / 2 - 8
  const fill = `fill="${colour}"`
  // The crown, common to every style, then the part by element.
  const part = { fire: 0.55, earth: 0, air: -0.45, water: 0.25 }[build]
  const px = n(CX + part * hw * 0.6)
  const front = `<path ${fill} d="M${n(CX - hw)} ${n(CY - 6)}C${n(CX - hw - 2)} ${top} ${n(CX - hw / 2)} ${n(top - 8)} ${CX} ${n(top - 8)}C${n(CX + hw / 2)} ${n(top - 8)} ${n(CX + hw + 2)} ${top} ${n(CX + hw)} ${n(CY - 6)}C${n(CX + hw - 8)} ${n(CY - 30)} ${n(px + 10)} ${n(top + 22)} ${px} ${n(top + 14)}C${n(px - 12)} ${n(top + 24)} ${n(CX - hw + 6)} ${n(CY - 30)} ${n(CX - hw)} ${n(CY - 6)}Z"/>`
  if (partner === 'man') {
    const quiff =
      build === 'fire'
        ? `<path ${fill} d="M${n(CX - 18)} ${n(top + 2)}C${n(CX - 10)} ${n(top - 22)} ${n(CX + 22)} ${n(top - 20)} ${n(CX + 26)} ${n(top + 4)}Z"/>`
        : ''
    const curls =
      build === 'water'
        ? [-1, 1].map((s) => `<circle cx="${n(CX + s * (hw - 4))}" cy="${n(CY - 18)}" r="10" ${fill}/>`).join('')
        : build === 'air'
          ? `<path ${fill} d="M${n(CX + hw - 6)} ${n(top + 6)}L${n(CX + hw + 12)} ${n(top + 18)}L${n(CX + hw - 2)} ${n(top + 26)}Z"/>`
          : ''
    return { back: curls, front: front + quiff }
  }
  if (partner === 'person') {
    // A bob to the jaw.
    return {
      back: `<path ${fill} d="M${n(CX - hw - 6)} ${n(CY + 30)}C${n(CX - hw - 14)} ${n(top - 6)} ${n(CX + hw + 14)} ${n(top - 6)} ${n(CX + hw + 6)} ${n(CY + 30)}Z"/>`,
      front,
    }
  }
  const long = {
    // Full waves to the shoulders.
    fire: `<path ${fill} d="M${n(CX - hw - 4)} ${n(CY - 10)}C${n(CX - hw - 26)} ${n(CY + 40)} ${n(CX - hw - 6)} ${n(CY + 70)} ${n(CX - hw - 22)} ${n(CY + 100)}L${n(CX + hw + 22)} ${n(CY + 100)}C${n(CX + hw + 6)} ${n(CY + 70)} ${n(CX + hw + 26)} ${n(CY + 40)} ${n(CX + hw + 4)} ${n(CY - 10)}Z"/>`,
    // A bun at the crown.
    earth: `<circle cx="${CX}" cy="${n(top - 10)}" r="20" ${fill}/>`,
    // Swept to one side over the shoulder.
    air: `<path ${fill} d="M${n(CX - hw)} ${n(CY - 10)}C${n(CX - hw - 10)} ${n(CY + 30)} ${n(CX - hw - 4)} ${n(CY + 60)} ${n(CX - hw + 8)} ${n(CY + 96)}L${n(CX - hw + 30)} ${n(CY + 96)}C${n(CX - hw + 16)} ${n(CY + 60)} ${n(CX - hw + 12)} ${n(CY + 30)} ${n(CX - hw + 14)} ${n(CY)}Z"/>`,
    // Long and straight.
    water: `<path ${fill} d="M${n(CX - hw - 4)} ${n(CY - 14)}L${n(CX - hw - 8)} ${n(CY + 96)}L${n(CX + hw + 8)} ${n(CY + 96)}L${n(CX + hw + 4)} ${n(CY - 14)}Z"/>`,
  }[build]
  return { back: long, front }
}

function eyes(planet: Planet): string {
  const { eye, brow, h } = FACE[planet]
  const y = n(CY - h * 0.04)
  return [-1, 1]
    .map((side) => {
      const x = CX + side * 18
      const white =
        eye === 'round'
          ? `<circle cx="${x}" cy="${y}" r="6.5" fill="#ffffff"/>`
          : `<path d="M${x - 9} ${y}Q${x} ${n(y - (eye === 'sharp' ? 5 : 7))} ${x + 9} ${y}Q${x} ${n(y + (eye === 'sharp' ? 4 : 6))} ${x - 9} ${y}Z" fill="#ffffff"/>`
      const browY = n(y - 12)
      // A brow's inner end lower for a fierce look (negative), higher for a soft one.
      const inner = n(browY - brow * 0.6)
      return (
        white +
        `<circle cx="${x}" cy="${y}" r="3.6" fill="#2a1a12"/><circle cx="${n(x + 1.2)}" cy="${n(y - 1.2)}" r="1.1" fill="#ffffff"/>` +
        `<path d="M${x - side * 8} ${inner}Q${x} ${n(browY - 4)} ${x + side * 9} ${browY}" fill="none" stroke="#2a1a12" stroke-width="2.6" stroke-linecap="round"/>`
      )
    })
    .join('')
}

function mouth(connection: Element, planet: Planet): string {
  const y = n(CY + FACE[planet].h * 0.27)
  const width = { fire: 14, earth: 10, air: 12, water: 9 }[connection]
  const depth = { fire: 8, earth: 4, air: 6, water: 5 }[connection]
  return `<path d="M${CX - width} ${y}Q${CX} ${n(y + depth)} ${CX + width} ${y}" fill="none" stroke="#8e3b46" stroke-width="3" stroke-linecap="round"/>`
}

function garment(partner: PartnerKind, colour: string, accent: string): string {
  const body = `<path d="M28 240C32 206 64 190 96 186H144C176 190 208 206 212 240Z" fill="${colour}" stroke="#0b0820" stroke-opacity="0.25"/>`
  if (partner === 'woman') {
    // A sari's pallu across the shoulder, bordered in gold.
    return `${body}<path d="M150 188C120 206 100 226 92 240H128C136 222 158 204 178 194Z" fill="${accent}" stroke="#f9b949" stroke-width="3"/>`
  }
  if (partner === 'man') {
    // A kurta's band collar and buttons.
    return `${body}<path d="M104 186V214H136V186" fill="none" stroke="${accent}" stroke-width="5"/><circle cx="120" cy="220" r="2.5" fill="#f9b949"/><circle cx="120" cy="230" r="2.5" fill="#f9b949"/>`
  }
  return `${body}<path d="M92 188C108 204 132 204 148 188L156 196C134 218 106 218 84 196Z" fill="${accent}"/>`
}

const ACCENT: Record<Element, string> = { fire: '#f29a1a', earth: '#6b8f3a', air: '#8b7cf6', water: '#2c9fb0' }

/** The portrait as an SVG document. */
export function portraitSvg(input: PortraitInput): string {
  const f = portraitFeatures(input)
  const [skyTop, skyMid, skyBottom] = SKY[f.sky]
  const planetColour = PLANET_COLOUR[input.planet]
  const { back, front } = hair(input.partner, input.build, f.hairColour, f.face)
  const { h, w } = FACE[f.face]
  const bottom = CY + h / 2
  const blush = f.face === 'venus' || f.face === 'moon' || input.connection === 'water'
  const ornaments =
    input.partner === 'woman'
      ? `<circle cx="${CX}" cy="${n(CY - h * 0.22)}" r="3.4" fill="#c62f2f"/>` +
        [-1, 1].map((s) => `<circle cx="${n(CX + s * (w / 2 + 2))}" cy="${n(CY + 14)}" r="4.5" fill="#f9b949"/>`).join('')
      : input.partner === 'person'
        ? `<circle cx="${n(CX + w / 2 + 2)}" cy="${n(CY + 12)}" r="3" fill="#f9b949"/>`
        : ''
  const beard = f.beard
    ? `<path d="M${n(CX - w / 2 + 4)} ${CY + 6}C${n(CX - w / 2 + 8)} ${n(bottom + 10)} ${n(CX + w / 2 - 8)} ${n(bottom + 10)} ${n(CX + w / 2 - 4)} ${CY + 6}C${n(CX + 20)} ${n(CY + h * 0.34)} ${n(CX - 20)} ${n(CY + h * 0.34)} ${n(CX - w / 2 + 4)} ${CY + 6}Z" fill="${f.hairColour}"/>`
    : ''
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="0.6" stop-color="${skyMid}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    `<rect width="240" height="240" rx="28" fill="url(#sky)"/>`,
    f.stars.map((s, i) => star(s.x, s.y, s.r, i % 3 === 0 ? '#fff4d6' : '#f9b949')).join(''),
    motif(input.lens, planetColour),
    planetDisc(input.planet),
    emblem(f.emblem),
    back,
    `<rect x="${CX - 14}" y="${n(bottom - 12)}" width="28" height="${n(200 - bottom)}" fill="${f.skin}"/>`,
    `<rect x="${CX - 14}" y="${n(bottom - 12)}" width="28" height="${n(200 - bottom)}" fill="#000000" fill-opacity="0.12"/>`,
    garment(input.partner, f.garment, ACCENT[input.connection]),
    `<path d="${facePath(f.face)}" fill="${f.skin}"/>`,
    beard,
    blush ? [-1, 1].map((s) => `<circle cx="${CX + s * 24}" cy="${n(CY + h * 0.12)}" r="7" fill="#e86a7a" fill-opacity="0.28"/>`).join('') : '',
    eyes(f.face),
    `<path d="M${CX} ${n(CY + 2)}Q${CX + 5} ${n(CY + h * 0.14)} ${CX - 2} ${n(CY + h * 0.16)}" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="2" stroke-linecap="round"/>`,
    mouth(input.connection, f.face),
    front,
    ornaments,
    `<rect x="3" y="3" width="234" height="234" rx="26" fill="none" stroke="#f9b949" stroke-width="4"/>`,
    `</svg>`,
  ]
  return parts.join('')
}

/** The portrait as a data URI for an <img src>. */
export function soulmateSketch(input: PortraitInput): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(portraitSvg(input))}`
}
