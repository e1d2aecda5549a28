// The staff accounts the browser tests create in their throwaway database.
export const E2E_ADMIN = { email: 'e2e-admin@cosmicinsights.test', password: 'e2e-admin-password-1', name: 'E2E Admin' }
export const E2E_EDITOR = { email: 'e2e-editor@cosmicinsights.test', password: 'e2e-editor-password-1', name: 'E2E Editor' }
