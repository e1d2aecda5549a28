// `npm run seed`: migrates and seeds the configured database if it is empty (the server does the same at start), and
// gives a database seeded before the site had Hindi the Hindi of every seeded document it still lacks.
import { prepareDatabase } from '../app/utils/database.server'
import { translateSeeded } from '../seed/run'

const payload = await prepareDatabase()
await translateSeeded(payload, (message) => console.log(`  checked ${message}`))
console.log('The database is ready.')
process.exit(0)
