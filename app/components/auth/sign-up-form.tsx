import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { MouseEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import type { AuthActionResult } from '../../routes/auth.server'
import { PASSWORD_MIN, signUpSchema } from '../../schemas/account'
import { LanguageSelect } from '../language-select'
import { InputField, useMessageText } from '../ui/field'
import { isPlainClick } from '../ui/plain-click'
import { FormMessage, SubmitButton, useIntentBusy } from '../ui/form-parts'
import { Failure } from './failure'

/** The browser checks what it can; the list of common passwords is the server's (ADR 037). */
const BrowserSignUpSchema = signUpSchema()

export function SignUpForm({
  redirectTo,
  actionData,
  signInHref,
  onSignIn,
}: {
  redirectTo: string
  actionData?: AuthActionResult
  /** The sign-in tab's address: the way there works before the scripts arrive; `onSignIn` switches in place after. */
  signInHref: string
  onSignIn: () => void
}) {
  const { t, i18n } = useTranslation('auth')
  const read = useMessageText()
  const busy = useIntentBusy('sign-up')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'sign-up' ? actionData.result : undefined,
    constraint: getZodConstraint(BrowserSignUpSchema),
    // A visitor reading the site in Hindi most likely wants Hindi: the choice starts at the page's language.
    defaultValue: { preferredLanguage: i18n.language },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BrowserSignUpSchema }),
  })

  /** Scripts are here: the link switches the tab in place; a click with a modifier opens it as a link. */
  const inPlace = (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    onSignIn()
  }

  if (actionData?.createdEmail) {
    return (
      <div className="space-y-4">
        <FormMessage tone="success">
          <p className="font-semibold">{t('signUp.createdTitle')}</p>
          <p className="mt-1">
            <Trans t={t} i18nKey="signUp.createdText" values={{ email: actionData.createdEmail }} components={{ strong: <strong /> }} />
          </p>
        </FormMessage>
        <a
          href={signInHref}
          onClick={inPlace}
          className="block w-full rounded-xl border border-night-800 px-6 py-3 text-center font-semibold text-night-800 hover:bg-violet-50"
        >
          {t('signUp.goToSignIn')}
        </a>
      </div>
    )
  }

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {form.errors?.length ? (
        <FormMessage tone="error">
          <Failure title={actionData?.failure} reason={read(form.errors[0]!)} />
          {actionData?.errorCode === 'email-taken' ? (
            <>
              {' '}
              <a href={signInHref} onClick={inPlace} className="font-semibold underline underline-offset-2">
                {t('signUp.signInInstead')}
              </a>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      <InputField field={fields.fullName} label={t('fields.fullName')} autoComplete="name" />
      <InputField field={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
      <LanguageSelect field={fields.preferredLanguage} />
      <InputField field={fields.password} label={t('fields.password')} type="password" autoComplete="new-password" />
      <p className="-mt-3 text-xs text-slate-500">{t('passwordHint', { count: PASSWORD_MIN })}</p>
      <SubmitButton busy={busy} label={t('signUp.submit')} busyLabel={t('signUp.busy')} />
    </Form>
  )
}
