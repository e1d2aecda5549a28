import type { SubmissionResult } from '@conform-to/react'

export const sectionClass = 'rounded-2xl border border-violet-100 bg-white p-6 shadow-sm'
export const headingClass = 'text-xl font-semibold text-night-900'

/** What the server said about a form's last submission, when it was this form. */
export type LastResult = { lastResult?: SubmissionResult<string[]> }
