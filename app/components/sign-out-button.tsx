import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { clearDraft } from '../utils/profile-draft'

/**
 * Signs out and goes home (spec 2.2, 2.6). A plain form post, so it works before and without JavaScript. With it, the
 * profile draft kept in this browser goes too: the next person at a shared computer must not find it in the form.
 */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <Form method="post" action="/sign-out" reloadDocument onSubmit={clearDraft}>
      <button type="submit" className={className}>
        {t('account.signOut')}
      </button>
    </Form>
  )
}
