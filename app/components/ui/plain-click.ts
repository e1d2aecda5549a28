/**
 * Whether a click on a link is a plain one (the main button, no modifier key), which the scripts may take over to act in
 * place; any other click opens the link as a link (ADR 246).
 */
export function isPlainClick(event: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; button: number }): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
}
