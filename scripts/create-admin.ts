// `npm run create-admin -- --email you@example.com --password '…' [--name 'Your Name'] [--role admin|editor]`
// Creates a CMS staff account from the command line (for scripts and tests); the admin's first-user screen does the same.
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { prepareDatabase } from '../app/utils/database.server'

const ArgsSchema = z.object({
  email: z.email('--email must be an email address'),
  password: z.string().min(12, '--password must be at least 12 characters (ADR 070)'),
  name: z.string().trim().min(1).max(120),
  role: z.enum(['admin', 'editor']),
})

const { values } = parseArgs({
  options: {
    email: { type: 'string', default: process.env.ADMIN_EMAIL },
    password: { type: 'string', default: process.env.ADMIN_PASSWORD },
    name: { type: 'string', default: 'Site Admin' },
    role: { type: 'string', default: 'admin' },
  },
})
const args = ArgsSchema.safeParse(values)
if (!args.success) {
  console.error(args.error.issues.map((issue) => issue.message).join('\n'))
  process.exit(2)
}

const payload = await prepareDatabase(() => {})
const { email, password, name, role } = args.data
const existing = await payload.find({ collection: 'admins', where: { email: { equals: email } }, limit: 1 })
if (existing.docs[0]) {
  console.error(`A staff account for ${email} already exists.`)
  process.exit(1)
}
await payload.create({ collection: 'admins', data: { email, password, name, roles: [role] } })
console.log(`Created ${role} ${email}. Sign in at /admin.`)
process.exit(0)
