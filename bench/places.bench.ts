// The birth-place search (app/services/places.server.ts) against the obvious alternative on the same data: a scan
// of every place's pre-folded names (or pre-computed sound keys) for the prefix, then a sort by population.
// Run: npm run bench -- places (after `npm run gazetteer`).
import fs from 'node:fs'
import path from 'node:path'
import { soundKey } from '../app/services/place-sound'
import { foldPlaceName, searchPlaces } from '../app/services/places.server'
import { printComparison, throughput } from './measure.ts'

type Row = [string, string, string, string, number, number, number, number, string[]?]

const LATIN = ['mum', 'Bangalore', 'new del', 'Hyderabad', 'par', 'Łódź', 'san', 'Varanasi', 'kra', 'zzz']
const DEVANAGARI = ['मुंबई', 'दिल्ली', 'लखनऊ', 'गुड़गांव', 'पेरिस', 'हैदराबाद', 'चेन्नई', 'कोलकाता']

/** A linear scan: every name and alias keyed once up front, then each query filtered and sorted. */
function scanner(rows: Row[], key: (name: string) => string) {
  const names = rows.map((row) => [row[1], ...(row[8] ?? [])].map(key))
  return (query: string, limit = 8) => {
    const prefix = key(query)
    const hits: number[] = []
    names.forEach((keys, i) => keys.some((k) => k.startsWith(prefix)) && hits.push(i))
    return hits.sort((a, b) => rows[b]![6] - rows[a]![6]).slice(0, limit)
  }
}

export default async function (): Promise<void> {
  const file = path.join(process.cwd(), 'generated', 'gazetteer.json')
  const rows = (JSON.parse(fs.readFileSync(file, 'utf8')) as { places: Row[] }).places

  let started = performance.now()
  searchPlaces('a')
  const loadMs = performance.now() - started
  started = performance.now()
  searchPlaces('मुंबई')
  const soundIndexMs = performance.now() - started

  const scanLatin = scanner(rows, foldPlaceName)
  const scanSound = scanner(rows, soundKey)
  printComparison('linear scan', [
    {
      name: 'Latin queries/s',
      ours: throughput((i) => searchPlaces(LATIN[i % LATIN.length]!).length, 2000),
      theirs: throughput((i) => scanLatin(LATIN[i % LATIN.length]!).length, 2000),
    },
    {
      name: 'Devanagari queries/s',
      ours: throughput((i) => searchPlaces(DEVANAGARI[i % DEVANAGARI.length]!).length, 2000),
      theirs: throughput((i) => scanSound(DEVANAGARI[i % DEVANAGARI.length]!).length, 2000),
    },
  ])
  console.log(
    `${rows.length.toLocaleString('en-US')} places. One-off costs in this process: loading and indexing the file ` +
      `${Math.round(loadMs)} ms on the first search, the sound keys ${Math.round(soundIndexMs)} ms on the first Devanagari one.`,
  )
}
