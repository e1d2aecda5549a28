// Calls from the admin's own components to our endpoints, signed in by the admin's cookie.

/** Payload's error answer carries `errors: [{ message, data: { errors: [{ message, path }] } }]`: the first message. */
async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }
    const first = body.errors?.[0]
    return first?.data?.errors?.[0]?.message ?? first?.message ?? `The request failed (${response.status}).`
  } catch {
    return `The request failed (${response.status}).`
  }
}

export type Answer<T> = { ok: true; data: T } | { ok: false; message: string }

export async function postJson<T>(path: string, body: unknown): Promise<Answer<T>> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) return { ok: false, message: await messageOf(response) }
  return { ok: true, data: (await response.json()) as T }
}
