// The birth-profile draft a signed-out visitor leaves in this browser (spec 3, "Local browser storage"). Kept apart
// from the form so the header's Sign Out and the settings page can clear it without loading the form's code.

/** The localStorage key of the draft; the spec names it. */
const DRAFT_KEY = 'astrologyData'

export type ProfileDraft = Record<string, string>

export function readDraft(): ProfileDraft | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY)
    const draft: unknown = raw ? JSON.parse(raw) : null
    if (!draft || typeof draft !== 'object' || Array.isArray(draft)) return null
    return Object.fromEntries(Object.entries(draft).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 2000))
  } catch {
    return null
  }
}

export function writeDraft(formData: FormData) {
  const draft: ProfileDraft = {}
  for (const [name, value] of formData) if (typeof value === 'string' && value !== '') draft[name] = value
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or refused (private mode): the visitor fills the form again after signing in.
  }
}

/**
 * Forgets the draft: once it is saved, and when the visitor signs out or deletes the account, so the next person on
 * a shared browser does not find someone else's birth details in the form.
 */
export function clearDraft() {
  try {
    window.localStorage.removeItem(DRAFT_KEY)
  } catch {
    // Nothing to clear, or storage is refused.
  }
}
