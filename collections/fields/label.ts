/**
 * The words an error names a field by when the field has no label of its own: `publishedAt` is "Published at", `roles`
 * is "Roles" (ADR 234). Payload names such a field by its key, which an editor never sees on the form.
 */
export function wordsFor(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
