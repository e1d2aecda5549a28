import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import type { PartnerKind } from '../../astrology/soulmate'

/**
 * The soulmate's sketch portrait: DiceBear's Notionists style (artwork CC0 1.0 by Zoish, code MIT), seeded by the
 * chart (soulmateFacts' sketchSeed), so one chart always draws one face. It is an illustration, not a likeness.
 * Answered as a data URI for an <img>: the SVG is ours, and an <img> never runs script in it.
 */
export function soulmateSketch(seed: string, partner: PartnerKind): string {
  return createAvatar(notionists, {
    seed,
    // Transparent by default; a soft lilac reads on the light and the dark card alike.
    backgroundColor: ['efe7fb'],
    beardProbability: partner === 'woman' ? 0 : partner === 'man' ? 40 : 10,
  }).toDataUri()
}
