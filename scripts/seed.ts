// `npm run seed`: migrates and seeds the configured database if it is empty (the server does the same at start).
import { prepareDatabase } from '../app/utils/database.server'

await prepareDatabase()
console.log('The database is ready.')
process.exit(0)
