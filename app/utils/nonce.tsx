import { createContext, useContext, type ReactNode } from 'react'

// The per-request CSP nonce, handed from the server entry to the document's script tags.
const NonceContext = createContext('')

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export const useNonce = () => useContext(NonceContext)
