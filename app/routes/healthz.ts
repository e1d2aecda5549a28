import { checkHealth } from '../services/health.server'

export async function loader() {
  try {
    await checkHealth()
  } catch (error) {
    console.error('Health check failed', error)
    return new Response('unavailable', { status: 503, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } })
  }
  return new Response('ok', { headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } })
}
