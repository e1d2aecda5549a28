// Types for card-document.mjs, which the card maker's worker thread loads as plain JavaScript (ADR 160).
export type CardContent = { headline: string; score: string; scoreLabel: string; summary: string; brand: string; lang: string }

export function cardSvg(card: CardContent, root: string): Promise<string>
