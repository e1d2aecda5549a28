import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { LanguageSchema } from '../../schemas/account'
import { LanguageSelect } from '../language-select'
import { SubmitButton, useIntentBusy } from '../ui/form-parts'
import { headingClass, sectionClass, type LastResult } from './shared'

export function LanguageForm({ preferredLanguage, lastResult }: { preferredLanguage: string } & LastResult) {
  const navigation = useNavigation()
  const busy = useIntentBusy('language')
  const { t } = useTranslation('settings')
  const [form, fields] = useForm({
    id: 'language',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: { preferredLanguage },
    constraint: getZodConstraint(LanguageSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LanguageSchema }),
  })
  return (
    <section aria-labelledby="language-heading" className={sectionClass}>
      <h2 id="language-heading" className={headingClass}>
        {t('language.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('language.hint')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="language" />
        <div className="flex-1">
          <LanguageSelect field={fields.preferredLanguage} />
        </div>
        <SubmitButton busy={busy} label={t('language.submit')} busyLabel={t('language.busy')} className="sm:w-auto" />
      </Form>
    </section>
  )
}
