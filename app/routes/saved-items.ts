// Delete for the dashboard's saved items (the list is app/components/saved-items.tsx). The dashboard's form posts here
// and comes back to the dashboard with a toast; a post that no page of ours would send answers 400.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { getFixedT } from '../i18n/i18n.server'
import { DeleteSavedItemSchema } from '../schemas/records'
import { deleteSavedItem } from '../services/saved-items.server'
import { requireUser } from '../utils/auth.server'
import { readForm } from '../utils/form.server'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/saved-items'

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const t = await getFixedT(request, 'crush')
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: DeleteSavedItemSchema })
  if (submission.status !== 'success') return data(t('saved.notFound'), { status: 400 })
  const { kind, id } = submission.value
  if (!(await deleteSavedItem(user, kind, id)))
    return redirectWithToast('/dashboard', { title: t('errors.errorTitle'), description: t('saved.notFound'), variant: 'destructive' })
  return redirectWithToast('/dashboard', { title: t('saved.deleted') })
}
