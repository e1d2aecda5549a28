import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation } from 'react-router'
import { isAstrologyInputError, type CoupleMatch, type KootaName, KOOTA_NAMES, type ManglikResult, type MoonSegment } from '../astrology'
import { BirthPlaceSearch } from '../components/birth-place-search'
import { inputClass } from '../components/ui/field'
import { SubmitButton } from '../components/ui/form-parts'
import { FlashToast, type ToastInput } from '../components/ui/toast'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { latestToday, todayIn } from '../schemas/birth-details'
import { parsePartnerForm, type PartnerErrorCode, type PartnerField, type PlaceChoice } from '../schemas/partner'
import {
  analyseCompatibility,
  deleteCompatibilityReading,
  getCompatibilityReading,
  listCompatibilityReadings,
  type ReadingSummary,
  type ReadingView,
} from '../services/compatibility.server'
import { getPlace, searchPlaces } from '../services/places.server'
import { getProfile } from '../services/profiles.server'
import type { BirthPlace } from '../services/profiles.server'
import { kootaKey, nakshatraKey, rashiKey } from '../utils/astrology-names'
import { requireUser } from '../utils/auth.server'
import { longDate } from '../utils/dates'
import { readForm } from '../utils/form.server'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import { ConfirmDelete } from '../components/confirm-delete'
import { ShareButtons, type ShareLinkState } from '../components/share/share-buttons'
import { shareLinkFor } from '../services/sharing.server'
import { getEnv } from '../utils/env.server'
import type { Route } from './+types/soulmate-analysis'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

const PATH = '/soulmate-analysis'

/** Session and profile required (spec 6, 8 "Analysis page without profile"). */
async function requireProfile(request: Request) {
  const user = await requireUser(request)
  const profile = await getProfile(user)
  if (!profile) {
    const t = await getFixedT(request, 'compatibility')
    throw await redirectWithToast('/horoscope', { title: t('soulmate.profileRequired'), description: t('soulmate.profileRequiredText') })
  }
  return { user, profile }
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireProfile(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'compatibility')
  const meta = { title: t('soulmate.metaTitle'), description: t('soulmate.metaDescription') }
  const id = new URL(request.url).searchParams.get('id')
  const [list, view] = await Promise.all([listCompatibilityReadings(user), id === null ? null : getCompatibilityReading(user, id, locale)])
  if (id !== null && !view) return data({ meta, list, view: null, share: null, notFound: true, maxDate: latestToday() }, { status: 404 })
  const share = view ? await shareLinkFor(user, 'compatibility', view.id, locale, getEnv().APP_URL) : null
  return { meta, list, view, share, notFound: false, maxDate: latestToday() }
}

/** A gazetteer place is looked up by its id here: what the browser sent about it is not trusted. */
function resolvePlace(choice: PlaceChoice): BirthPlace | null {
  if (choice.kind === 'manual') return { id: null, ...choice }
  const place = choice.kind === 'gazetteer' ? getPlace(choice.id) : searchPlaces(choice.query, 1)[0]
  if (!place) return null
  return { id: place.id, name: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone }
}

type ActionAnswer = { errors: Partial<Record<PartnerField, PartnerErrorCode | 'birthData'>>; toast: ToastInput; values: Record<string, string> }

export async function action({ request }: Route.ActionArgs) {
  const { user, profile } = await requireProfile(request)
  const t = await getFixedT(request, 'compatibility')
  const form = await readForm(request)

  if (form.get('intent') === 'delete') {
    const deleted = await deleteCompatibilityReading(user, String(form.get('id') ?? ''))
    if (!deleted) {
      const answer: ActionAnswer = {
        errors: {},
        toast: { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.notFound'), variant: 'destructive' },
        values: {},
      }
      return data(answer, { status: 404 })
    }
    return redirectWithToast(PATH, { title: t('soulmate.deleted') })
  }

  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  const refuse = (errors: ActionAnswer['errors'], toast: ToastInput, status = 400) => data({ errors, toast, values } satisfies ActionAnswer, { status })
  const parsed = parsePartnerForm(form)
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0]
    return refuse(
      parsed.errors,
      parsed.missing
        ? { title: t('soulmate.errors.missingTitle'), description: t('soulmate.errors.missingText'), variant: 'destructive' }
        : { title: t('soulmate.errors.errorTitle'), description: first ? t(`soulmate.errors.${first}`) : undefined, variant: 'destructive' },
    )
  }
  const place = resolvePlace(parsed.value.place)
  if (!place)
    return refuse(
      { place: 'placeNotFound' },
      { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.placeNotFound'), variant: 'destructive' },
    )
  // The form allowed any date up to today anywhere on Earth; at the place of birth it may still be yesterday.
  if (parsed.value.dateOfBirth > todayIn(place.timeZone))
    return refuse(
      { partnerDate: 'dateRange' },
      { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.dateRange'), variant: 'destructive' },
    )

  let id: string
  try {
    id = await analyseCompatibility(user, profile, { ...parsed.value, place })
  } catch (error) {
    if (isAstrologyInputError(error))
      return refuse(
        { partnerDate: 'birthData' },
        { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.birthData'), variant: 'destructive' },
      )
    console.error('A compatibility analysis failed', error)
    return refuse({}, { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.failed'), variant: 'destructive' }, 503)
  }
  return redirectWithToast(`${PATH}?id=${id}`, { title: t('soulmate.complete') })
}

const card = 'rounded-2xl border border-violet-100 bg-white p-5 shadow-sm sm:p-6'
const link = 'font-medium text-violet-700 underline underline-offset-2'

export default function SoulmateAnalysis({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('compatibility')
  const { view, share, list, notFound, maxDate } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <FlashToast toast={actionData?.toast ?? null} />
      <p>
        <Link to="/dashboard" className={link}>
          {t('soulmate.back')}
        </Link>
      </p>
      <h1 className="mt-4 font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900 sm:text-4xl">{t('soulmate.heading')}</h1>
      {view ? (
        <>
          <Result view={view} share={share} />
          <p className="mt-6">
            <Link to={PATH} className={link}>
              {t('soulmate.list.newAnalysis')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t('soulmate.lead')}</p>
          {notFound ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {t('soulmate.errors.notFound')}
            </p>
          ) : null}
          <PartnerForm errors={actionData?.errors ?? {}} values={actionData?.values ?? {}} maxDate={maxDate} />
        </>
      )}
      <PastAnalyses list={list} current={view?.id ?? null} />
    </div>
  )
}

function PartnerForm({ errors, values, maxDate }: { errors: ActionAnswer['errors']; values: Record<string, string>; maxDate: string }) {
  const { t } = useTranslation('compatibility')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'analyse'
  const error = (field: PartnerField) => {
    const code = errors[field]
    return code ? t(`soulmate.errors.${code}`) : null
  }
  const described = (field: PartnerField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {})
  const place =
    values.placeName && values.latitude && values.longitude && values.timeZone
      ? {
          placeId: values.placeId,
          placeName: values.placeName,
          placeCountry: values.placeCountry,
          latitude: values.latitude,
          longitude: values.longitude,
          timeZone: values.timeZone,
          manual: values.placeManual === 'on',
        }
      : undefined
  return (
    <Form method="post" className={`mt-6 space-y-5 ${card}`} noValidate>
      <input type="hidden" name="intent" value="analyse" />
      <h2 className="text-xl font-semibold text-night-900">{t('soulmate.form.legend')}</h2>
      <div>
        <label htmlFor="partnerName" className="block text-sm font-medium text-slate-700">
          {t('soulmate.form.name')}
        </label>
        <input
          id="partnerName"
          name="partnerName"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={values.partnerName}
          className={`mt-1 ${inputClass}`}
          {...described('partnerName')}
        />
        <ErrorText field="partnerName" text={error('partnerName')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="partnerDate" className="block text-sm font-medium text-slate-700">
            {t('soulmate.form.date')}
          </label>
          <input
            id="partnerDate"
            name="partnerDate"
            type="date"
            required
            min="1920-01-01"
            max={maxDate}
            defaultValue={values.partnerDate}
            className={`mt-1 ${inputClass}`}
            {...described('partnerDate')}
          />
          <ErrorText field="partnerDate" text={error('partnerDate')} />
        </div>
        <div>
          <label htmlFor="partnerTime" className="block text-sm font-medium text-slate-700">
            {t('soulmate.form.time')} <span className="font-normal text-slate-500">{t('soulmate.form.optional')}</span>
          </label>
          <input
            id="partnerTime"
            name="partnerTime"
            type="time"
            defaultValue={values.partnerTime}
            className={`mt-1 ${inputClass}`}
            aria-describedby={errors.partnerTime ? 'partnerTime-error partnerTime-hint' : 'partnerTime-hint'}
            aria-invalid={errors.partnerTime ? true : undefined}
          />
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="partnerTimeUnknown" value="on" defaultChecked={values.partnerTimeUnknown === 'on'} className="h-4 w-4" />
            {t('soulmate.form.timeUnknown')}
          </label>
          <p id="partnerTime-hint" className="mt-1 text-xs text-slate-600">
            {t('soulmate.form.timeHint')}
          </p>
          <ErrorText field="partnerTime" text={error('partnerTime')} />
        </div>
      </div>
      <fieldset aria-describedby={errors.partnerGender ? 'partnerGender-error' : undefined}>
        <legend className="block text-sm font-medium text-slate-700">{t('soulmate.form.gender')}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(['male', 'female', 'other'] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50"
            >
              <input type="radio" name="partnerGender" value={value} required defaultChecked={values.partnerGender === value} className="h-4 w-4" />
              {t(`soulmate.form.genders.${value}`)}
            </label>
          ))}
        </div>
        <ErrorText field="partnerGender" text={error('partnerGender')} />
      </fieldset>
      <BirthPlaceSearch id="partner-place" defaultValue={place} errors={error('place') ?? undefined} />
      <SubmitButton busy={busy} label={t('soulmate.form.submit')} busyLabel={t('soulmate.form.busy')} className="sm:w-auto" />
    </Form>
  )
}

function ErrorText({ field, text }: { field: PartnerField; text: string | null }) {
  return text ? (
    <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null
}

function Result({ view, share }: { view: ReadingView; share: ShareLinkState | null }) {
  const { t } = useTranslation(['compatibility', 'astrology'])
  const { match } = view
  const name = view.partnerName
  return (
    <div className="mt-6 space-y-6">
      <section aria-labelledby="score-heading" className={card}>
        <h2 id="score-heading" className="text-xl font-semibold text-night-900">
          {t('soulmate.result.heading', { name })}
        </h2>
        <p className="mt-3 text-4xl font-bold text-night-900" data-testid="compatibility-score">
          {t('soulmate.result.score', { percent: view.percent })}
        </p>
        <p className="mt-1 text-lg font-semibold text-violet-800">{t(`soulmate.result.bands.${view.band}`)}</p>
        <p className="mt-1 text-slate-700">{t('soulmate.result.gunas', { total: view.matchingQualities })}</p>
        <p className="mt-3 text-sm text-slate-600">{t('soulmate.result.bandHint')}</p>
        <p className="mt-3 text-slate-700">
          {t('soulmate.result.moons', {
            name,
            selfRashi: t(`astrology:${rashiKey(match.self.moon.rashi.number)}`),
            selfNakshatra: t(`astrology:${nakshatraKey(match.self.moon.nakshatra.number)}`),
            partnerRashi: t(`astrology:${rashiKey(match.partner.moon.rashi.number)}`),
            partnerNakshatra: t(`astrology:${nakshatraKey(match.partner.moon.nakshatra.number)}`),
          })}
        </p>
        <p className="mt-3 text-sm text-slate-600">
          {match.orientation.kind === 'traditional' ? t('soulmate.result.orientation.traditional') : t('soulmate.result.orientation.bothWays')}
        </p>
      </section>

      <UnknownTime match={match} name={name} />

      <section aria-labelledby="breakdown-heading" className={card}>
        <h2 id="breakdown-heading" className="text-xl font-semibold text-night-900">
          {t('soulmate.result.breakdown')}
        </h2>
        <ul className="mt-4 divide-y divide-slate-100" data-testid="koota-breakdown">
          {KOOTA_NAMES.map((koota) => (
            <KootaRow key={koota} koota={koota} match={match} name={name} />
          ))}
        </ul>
      </section>

      <Manglik match={match} name={name} />
      <Doshas match={match} />

      <div className="grid gap-6 md:grid-cols-2">
        <TextList id="strengths" heading={t('soulmate.result.strengths')} items={view.strengths} />
        <TextList id="growth" heading={t('soulmate.result.growthAreas')} items={view.growthAreas} />
      </div>
      <section aria-labelledby="advice-heading" className={card}>
        <h2 id="advice-heading" className="text-xl font-semibold text-night-900">
          {t('soulmate.result.advice')}
        </h2>
        <p className="mt-3 text-slate-700">{view.advice ?? t('soulmate.result.noTexts')}</p>
      </section>
      <ShareButtons kind="compatibility" itemId={view.id} link={share} />
    </div>
  )
}

function KootaRow({ koota, match, name }: { koota: KootaName; match: CoupleMatch; name: string }) {
  const { t } = useTranslation(['compatibility', 'astrology'])
  const score = match.score.kootas[koota]
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold text-night-900">{t(`astrology:${kootaKey(koota)}`)}</p>
        <p className="text-sm text-slate-600">{t(`soulmate.result.measures.${koota}`)}</p>
        {score.orders ? (
          <p className="text-sm text-slate-600">{t('soulmate.result.ordersBoth', { a: score.orders[0], b: score.orders[1], name })}</p>
        ) : null}
      </div>
      <p className="font-semibold text-night-900">{t('soulmate.result.outOf', { score: score.score, max: score.max })}</p>
    </li>
  )
}

function UnknownTime({ match, name }: { match: CoupleMatch; name: string }) {
  const { t } = useTranslation(['compatibility', 'astrology'])
  if (match.self.timeKnown && match.partner.timeKnown) return null
  const window = (segment: MoonSegment, who: 'self' | 'partner') =>
    `${t(who === 'self' ? 'soulmate.result.unknownTime.selfWindow' : 'soulmate.result.unknownTime.partnerWindow', { name, from: segment.from, to: segment.to })} (${t(
      'soulmate.result.unknownTime.moon',
      { rashi: t(`astrology:${rashiKey(segment.moon.rashi.number)}`), nakshatra: t(`astrology:${nakshatraKey(segment.moon.nakshatra.number)}`) },
    )})`
  return (
    <section aria-labelledby="unknown-heading" className={card} data-testid="unknown-time">
      <h2 id="unknown-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.result.unknownTime.heading')}
      </h2>
      {match.possibilities.length ? (
        <>
          <p className="mt-2 text-slate-700">{t('soulmate.result.unknownTime.text')}</p>
          <ul className="mt-3 space-y-2">
            {match.possibilities.map((p, i) => (
              <li key={i} className="rounded-lg bg-violet-50 px-4 py-3 text-slate-800">
                <span>{[p.self ? window(p.self, 'self') : null, p.partner ? window(p.partner, 'partner') : null].filter(Boolean).join('; ')}</span>
                {': '}
                <strong>
                  {t('soulmate.result.score', { percent: p.score.percent })} · {t('soulmate.result.gunas', { total: p.score.total })}
                </strong>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">{t('soulmate.result.unknownTime.headline')}</p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{t('soulmate.result.unknownTime.steady')}</p>
      )}
    </section>
  )
}

function Manglik({ match, name }: { match: CoupleMatch; name: string }) {
  const { t } = useTranslation('compatibility')
  const person = (who: string, result: ManglikResult) => {
    const status = result.effective ? 'effective' : result.present ? 'cancelled' : 'none'
    return (
      <li className="py-2">
        <p>
          <span className="font-semibold text-night-900">{who}:</span> {t(`soulmate.result.manglik.status.${status}`)}
        </p>
        <p className="text-sm text-slate-600">
          {t('soulmate.result.manglik.house', { house: result.house, reference: t(`soulmate.result.manglik.reference.${result.reference}`) })}
          {result.cancellations.length ? ` — ${result.cancellations.map((c) => t(`soulmate.result.manglik.cancellations.${c}`)).join('; ')}` : ''}
        </p>
      </li>
    )
  }
  return (
    <section aria-labelledby="manglik-heading" className={card}>
      <h2 id="manglik-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.result.manglik.heading')}
      </h2>
      <ul className="mt-2">
        {person(t('soulmate.result.manglik.self'), match.manglik.self)}
        {person(t('soulmate.result.manglik.partner', { name }), match.manglik.partner)}
      </ul>
      <p className="mt-2 font-medium text-slate-800" data-testid="manglik-match">
        {t(`soulmate.result.manglik.match.${match.manglik.status}`, { name })}
      </p>
    </section>
  )
}

function Doshas({ match }: { match: CoupleMatch }) {
  const { t } = useTranslation('compatibility')
  const line = (dosha: CoupleMatch['doshas']['nadi'] | CoupleMatch['doshas']['bhakoot']) =>
    !dosha.present
      ? t('soulmate.result.doshas.absent')
      : dosha.cancelled
        ? t('soulmate.result.doshas.cancelled', {
            reasons: dosha.exceptions.map((e) => t(`soulmate.result.doshas.exceptions.${e}`)).join('; '),
          })
        : t('soulmate.result.doshas.present')
  return (
    <section aria-labelledby="doshas-heading" className={card}>
      <h2 id="doshas-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.result.doshas.heading')}
      </h2>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="font-semibold text-night-900">{t('soulmate.result.doshas.nadi')}</dt>
          <dd className="text-slate-700">{line(match.doshas.nadi)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-night-900">{t('soulmate.result.doshas.bhakoot')}</dt>
          <dd className="text-slate-700">{line(match.doshas.bhakoot)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t('soulmate.result.doshas.note')}</p>
    </section>
  )
}

function TextList({ id, heading, items }: { id: string; heading: string; items: { koota: KootaName | null; text: string }[] }) {
  const { t } = useTranslation(['compatibility', 'astrology'])
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-night-900">
        {heading}
      </h2>
      {items.length ? (
        <ul className="mt-3 space-y-3">
          {items.map((item, i) => (
            <li key={i} className="text-slate-700">
              {item.koota ? <span className="font-semibold text-night-900">{t(`astrology:${kootaKey(item.koota)}`)}: </span> : null}
              {item.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-600">{t('soulmate.result.noTexts')}</p>
      )}
    </section>
  )
}

function PastAnalyses({ list, current }: { list: ReadingSummary[]; current: string | null }) {
  const { t } = useTranslation('compatibility')
  const locale = useLocale()
  return (
    <section aria-labelledby="past-heading" className={`mt-8 ${card}`}>
      <h2 id="past-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.list.heading')}
      </h2>
      {list.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('soulmate.list.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="past-analyses">
          {list.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <Link
                to={`${PATH}?id=${item.id}`}
                aria-label={t('soulmate.list.open', { name: item.partnerName })}
                aria-current={item.id === current ? 'page' : undefined}
                className={`${link} min-w-0 break-words`}
              >
                {t('soulmate.list.item', { name: item.partnerName, percent: item.percent, date: longDate(item.createdAt.slice(0, 10), locale) })}
              </Link>
              <ConfirmDelete what={t('soulmate.list.what', { name: item.partnerName })} fields={{ intent: 'delete', id: item.id }} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
