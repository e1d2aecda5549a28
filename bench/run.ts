export {}

// `npm run bench [name…]`: runs every benchmark module (or the named ones) one after another.
// Each module measures our code and its baseline in the same run and prints the ratio.
const suites: Record<string, () => Promise<{ default: () => Promise<void> }>> = {
  astrology: () => import('./astrology.bench.ts'),
  http: () => import('./http.bench.ts'),
  lighthouse: () => import('./lighthouse.bench.ts'),
  places: () => import('./places.bench.ts'),
  share: () => import('./share.bench.ts'),
  stall: () => import('./stall.bench.ts'),
  readings: () => import('./readings.bench.ts'),
  scale: () => import('./scale.bench.ts'),
  daily: () => import('./daily.bench.ts'),
}

const wanted = process.argv.slice(2)
for (const name of wanted.length ? wanted : Object.keys(suites)) {
  const load = suites[name]
  if (!load) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(suites).join(', ')}`)
    process.exit(2)
  }
  console.log(`\n=== ${name} ===`)
  await (await load()).default()
}
