import { exportAccount } from '../services/accounts.server'
import { requireUser } from '../utils/auth.server'
import type { Route } from './+types/settings-export'

/** "Download my data": everything stored about the customer, as a JSON file. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const body = JSON.stringify(await exportAccount(user), null, 2)
  const day = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="cosmic-insights-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
