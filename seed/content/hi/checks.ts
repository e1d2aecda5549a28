// What the Hindi seed files' tests check a translation by: the slips a hand translation can make without anyone
// noticing in review (an English sentence left behind, a number or placeholder changed, a block lost).
import type { Block } from '../../types'

export const DEVANAGARI = /[\u0900-\u097F]/

/** The longest run of consecutive Latin-letter words; tokens of digits or symbols alone neither count nor break a run. */
export function longestLatinRun(text: string): number {
  let run = 0
  let longest = 0
  for (const token of text.split(/\s+/)) {
    if (DEVANAGARI.test(token)) run = 0
    else if (/[A-Za-z]/.test(token)) longest = Math.max(longest, ++run)
  }
  return longest
}

/** The numbers a text states, sorted: a translation keeps every one. */
export const digits = (text: string) => (text.match(/\d+/g) ?? []).sort()

/** `{contactEmail}` and the like, sorted. */
export const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

/** How many `**` markers a text has. */
export const boldRuns = (text: string) => text.split('**').length - 1

/** A rich-text block's kind: h2, p, ul… */
export const blockKind = (block: Block) => Object.keys(block)[0]

/** A block's strings: one, or a list's items. */
export function blockTexts(block: Block): string[] {
  const value = Object.values(block)[0] as string | string[]
  return Array.isArray(value) ? value : [value]
}
