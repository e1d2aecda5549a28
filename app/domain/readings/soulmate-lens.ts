/**
 * What a soulmate sketch is paid for (ADR 194): one lens (its key: 'venus', or 'dasha-saturn' for the dasha lens in
 * Saturn's period) for one birth data (the fingerprint of ADR 187, cut to 16 characters: 96 bits tell birth data apart).
 * The ledger row's purpose is this text, so the ledger itself knows which lenses a customer has paid for.
 */
const PREFIX = 'soulmate-sketch:'

export function lensPurpose(lensKey: string, birth: string): string {
  return `${PREFIX}${lensKey}:${birth.slice(0, 16)}`
}
