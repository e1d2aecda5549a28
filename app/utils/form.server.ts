import { data } from 'react-router'

export const NOT_A_FORM = 'Please send this form from the page it belongs to.'

/**
 * The posted form of an action. A body that is not a form (JSON, plain text, a broken multipart body, nothing at
 * all) cannot be parsed; the visitor gets a 400 with a clear message rather than a 500. Reads a clone, so a
 * strategy that reads the request itself (remix-auth) still can.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.clone().formData()
  } catch {
    throw data(NOT_A_FORM, { status: 400 })
  }
}
