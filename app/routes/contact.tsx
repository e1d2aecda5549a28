import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, useActionData, useNavigation } from 'react-router'
import { FaqAccordion } from '../components/faq-accordion'
import { InputField, TextareaField, useMessageText } from '../components/ui/field'
import { useToast } from '../components/ui/toast'
import { ContactSchema } from '../schemas/contact'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { HTML_LANG } from '../i18n/locale'
import { getPage, listFaqs } from '../services/content.server'
import { saveContactMessage } from '../services/inbox.server'
import { readForm } from '../utils/form.server'
import { pageMeta } from '../utils/meta'
import { faqPageJsonLd, JsonLd } from '../utils/meta-structured-data'
import { clientAddress, limitForm, tooManyAttemptsMessage } from '../utils/rate-limit.server'
import type { Route } from './+types/contact'

export async function loader({ request }: Route.LoaderArgs) {
  const locale = await getLocale(request)
  const [page, faqs, t] = await Promise.all([getPage(locale, 'contact'), listFaqs(locale, 'contact'), getFixedT(locale, 'contact')])
  return {
    page,
    faqs,
    // The questions answered here, as search engines read them (ADR 204).
    faqPage: faqPageJsonLd(faqs, HTML_LANG[locale]),
    meta: { title: page?.title || t('title'), description: page?.description || t('description') },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ContactSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
  // Anyone may write, so each client address may store only a few messages an hour.
  const verdict = await limitForm('contact', clientAddress(context))
  if (!verdict.ok)
    return data({ result: submission.reply({ formErrors: [tooManyAttemptsMessage(verdict.retryAfterSeconds)] }), sent: false }, { status: 429 })
  try {
    await saveContactMessage(submission.value)
  } catch (error) {
    console.error('Saving a contact message failed', error)
    const t = await getFixedT(request, 'contact')
    return data({ result: submission.reply({ formErrors: [t('sendFailed')] }), sent: false }, { status: 503 })
  }
  return { result: submission.reply({ resetForm: true }), sent: true }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta.title, data.meta.description) : [])

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, faqs } = loaderData
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { toast } = useToast()
  const { t } = useTranslation('contact')
  const messageText = useMessageText()
  const sending = navigation.state === 'submitting'

  const [form, fields] = useForm({
    id: 'contact',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(ContactSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  })

  useEffect(() => {
    if (navigation.state === 'idle' && actionData?.sent) toast({ title: t('sentTitle'), description: t('sentBody') })
  }, [actionData, navigation.state, toast, t])

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 lg:grid-cols-2">
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">
          {page?.title ?? t('heading')}
        </h1>
        {page ? <div className="prose-cosmic mt-4" dangerouslySetInnerHTML={{ __html: page.html }} /> : null}

        <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5 rounded-2xl border border-violet-100 bg-white p-6 shadow-sm">
          {form.errors?.length ? (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {messageText(form.errors[0]!)}
            </p>
          ) : null}
          {actionData?.sent && navigation.state === 'idle' ? (
            <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
              {t('sentTitle')} {t('sentBody')}
            </p>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField field={fields.name} label={t('name')} autoComplete="name" />
            <InputField field={fields.email} label={t('email')} type="email" autoComplete="email" />
          </div>
          <InputField field={fields.subject} label={t('subject')} />
          <TextareaField field={fields.message} label={t('message')} rows={6} />
          <button
            type="submit"
            disabled={sending}
            className="w-full rounded-xl bg-night-800 px-6 py-3 font-semibold text-white hover:bg-night-700 disabled:opacity-70 sm:w-auto"
          >
            {sending ? t('sending') : t('send')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading" className="font-[family-name:var(--font-display)] text-2xl font-semibold text-night-900">
          {t('faqHeading')}
        </h2>
        <div className="mt-6">
          <FaqAccordion items={faqs} name="contact-faq" />
          {loaderData.faqPage ? <JsonLd data={loaderData.faqPage} /> : null}
        </div>
      </section>
    </div>
  )
}
