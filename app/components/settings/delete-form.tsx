import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation, useSearchParams } from 'react-router'
import { DELETE_CONFIRMATION, DeleteAccountSchema } from '../../schemas/account'
import { clearDraft } from '../../utils/profile-draft'
import { InputField, useMessageText } from '../ui/field'
import { FormMessage, useIntentBusy } from '../ui/form-parts'
import type { LastResult } from './shared'

/** `?delete=confirm`: the confirmation step, asked for by "Delete my account…" when JavaScript is off. */
const CONFIRM_PARAM = 'delete'

export function DeleteForm({ lastResult }: LastResult) {
  const navigation = useNavigation()
  const busy = useIntentBusy('delete')
  const { t } = useTranslation('settings')
  const read = useMessageText()
  const [searchParams] = useSearchParams()
  const [confirming, setConfirming] = useState(Boolean(lastResult) || searchParams.get(CONFIRM_PARAM) === 'confirm')
  // After Cancel, focus goes back to the button that opened the step rather than to the top of the page.
  const returnFocus = useRef(false)
  const [form, fields] = useForm({
    id: 'delete',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    constraint: getZodConstraint(DeleteAccountSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
    // The account goes, and with it any profile draft left in this browser (it holds birth details).
    onSubmit: () => clearDraft(),
  })
  // Without JavaScript the two buttons below submit these GET forms: the server renders the step open or closed. With
  // it, they open and close the step in place. Opening needs no #fragment: the browser skips autofocus when it has one.
  return (
    <section aria-labelledby="delete-heading" className="rounded-2xl border border-red-200 bg-red-50/50 p-6">
      <h2 id="delete-heading" className="text-xl font-semibold text-red-900">
        {t('delete.heading')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('delete.text')}</p>
      {confirming ? (
        <>
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="delete" />
            {form.errors?.length ? <FormMessage tone="error">{read(form.errors[0]!)}</FormMessage> : null}
            <InputField
              field={fields.confirm}
              label={t('delete.confirmLabel', { word: DELETE_CONFIRMATION })}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- opened on request, so the field the step is about takes the focus (keyboard and screen-reader users land in it)
              autoFocus
              autoComplete="off"
            />
            <InputField field={fields.password} label={t('delete.password')} type="password" autoComplete="current-password" />
            <div className="flex flex-col gap-3 sm:flex-row">
              <button
                type="submit"
                disabled={busy}
                className="rounded-xl bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
              >
                {t('delete.submit')}
              </button>
              <button
                type="submit"
                form="delete-cancel"
                onClick={(event) => {
                  event.preventDefault()
                  returnFocus.current = true
                  setConfirming(false)
                }}
                className="rounded-xl border border-slate-400 px-5 py-2.5 font-semibold text-slate-700 hover:bg-white"
              >
                {t('delete.cancel')}
              </button>
            </div>
          </Form>
          <form id="delete-cancel" method="get" action="/settings#delete-heading" hidden />
        </>
      ) : (
        <form method="get" action="/settings">
          <button
            type="submit"
            name={CONFIRM_PARAM}
            value="confirm"
            ref={(button) => {
              if (button && returnFocus.current) {
                returnFocus.current = false
                button.focus()
              }
            }}
            onClick={(event) => {
              event.preventDefault()
              setConfirming(true)
            }}
            className="mt-4 rounded-xl border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-white"
          >
            {t('delete.open')}
          </button>
        </form>
      )}
    </section>
  )
}
