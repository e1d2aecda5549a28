// The posts list's Status column (ADR 232): a published post whose date is still to come is not on the site yet, so
// it reads "Scheduled", with its moment, rather than "Published". Worked out from the row on each render, never stored:
// the word changes by itself when the moment passes.
import { postStatus, type PostStatusInput } from '../../collections/Posts/status'

export function PostStatusCell({ cellData, rowData }: { cellData?: unknown; rowData?: Record<string, unknown> }) {
  const row: PostStatusInput = { _status: typeof cellData === 'string' ? cellData : undefined, publishedAt: rowData?.publishedAt }
  const status = postStatus(row, new Date())
  return <span data-post-status={status.key}>{status.label}</span>
}
