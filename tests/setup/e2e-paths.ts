// Where one browser-test run keeps its files. Each port gets its own media and mail folders, so two runs side by side
// (SQLite and PostgreSQL in `npm test`, or two checkouts) never delete or read each other's files.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_MEDIA_DIR = `data/e2e-${E2E_PORT}/media`
export const E2E_MAIL_DIR = `data/e2e-${E2E_PORT}/mail`
