// The numerology report as the page shows it (spec 2.10): the overview with every number and the personal cycles, each
// number's meaning, strengths and challenges, and the name analysis, as three tabs once React runs and as three stacked
// sections before that (ADR 211).
import { useSyncExternalStore, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { NumberReading, NumerologyView } from '../../services/numerology.server'
import { longDate } from '../../utils/dates'
import { ShareButtons, type ShareLinkState } from '../share/share-buttons'
import { cardClass } from '../ui/card'
import { Tabs } from '../ui/tabs'

const MASTER = [11, 22, 33]
const CYCLES = ['year', 'month', 'day'] as const
const neverChanges = () => () => {}

function NumberBadge({ value }: { value: number }) {
  const { t } = useTranslation('compatibility')
  return (
    <span className="flex items-baseline gap-2">
      <span className="text-3xl font-bold text-night-900">{value}</span>
      {MASTER.includes(value) ? (
        <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">{t('numerology.master')}</span>
      ) : null}
    </span>
  )
}

/** A number's name in its role: the four core numbers' from the page's catalogue, the birthday number's from the new one. */
function useRoleName() {
  const { t } = useTranslation('compatibility')
  const { t: tn } = useTranslation('numerology')
  return (role: NumberReading['role']) => (role === 'birthday' ? tn('birthday') : t(`numerology.numbers.${role}`))
}

function Cycles({ cycles }: { cycles: NumerologyView['cycles'] }) {
  const { t } = useTranslation('numerology')
  const locale = useLocale()
  if (!cycles) {
    return (
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-slate-800" data-testid="numerology-cycles-missing">
        {t('cycles.missing')}
      </p>
    )
  }
  return (
    <section aria-labelledby="numerology-cycles" className={cardClass()} data-testid="numerology-cycles">
      <h3 id="numerology-cycles" className="text-lg font-semibold text-night-900">
        {t('cycles.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('cycles.lead', { date: longDate(cycles.date, locale), zone: cycles.zone })}</p>
      <dl className="mt-4 space-y-4">
        {CYCLES.map((cycle) => (
          <div key={cycle} data-testid={`cycle-${cycle}`}>
            <dt className="flex items-baseline gap-2 font-semibold text-night-900">
              {t(`cycles.${cycle}`)} <span className="text-2xl font-bold">{cycles[cycle]}</span>
            </dt>
            <dd className="mt-1 text-slate-700">{cycles.texts[cycle] ?? ''}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function NumberDetails({ reading, earlier }: { reading: NumberReading; earlier: NumberReading | undefined }) {
  const { t } = useTranslation('compatibility')
  const { t: tn } = useTranslation('numerology')
  const roleName = useRoleName()
  const id = `number-${reading.role}`
  return (
    <section aria-labelledby={id} className={cardClass()}>
      <h3 id={id} className="flex flex-wrap items-baseline gap-3 text-lg font-semibold text-night-900">
        {roleName(reading.role)} <NumberBadge value={reading.value} />
      </h3>
      <h4 className="mt-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">{tn('meaning')}</h4>
      <p className="mt-1 text-slate-700">{reading.meaning ?? t('numerology.noText')}</p>
      {earlier ? (
        <p className="mt-3 text-sm text-slate-600">{tn('sameAs', { role: roleName(earlier.role), value: earlier.value })}</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">{tn('strengths')}</h4>
            <p className="mt-1 text-slate-700">{reading.strengths ?? t('numerology.noText')}</p>
          </div>
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-amber-800 uppercase">{tn('challenges')}</h4>
            <p className="mt-1 text-slate-700">{reading.challenges ?? t('numerology.noText')}</p>
          </div>
        </div>
      )}
    </section>
  )
}

type Panel = { id: 'overview' | 'numbers' | 'analysis'; label: string; panel: ReactNode }

/**
 * The report's three tabs (spec 2.10) once React runs; before that, and with no JavaScript at all, the three panels one
 * under the other behind a row of links in the tab list's place, so every part of the report can be read.
 */
function ReportSections({ reportId, items }: { reportId: string; items: Panel[] }) {
  const { t } = useTranslation('compatibility')
  // False in the server's HTML and while hydrating, true from then on.
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
  if (hydrated) {
    // A new report opens on its overview, whichever tab the last one was left on.
    return <Tabs key={reportId} idPrefix="numerology" label={t('numerology.tabs.label')} initial="overview" items={items} />
  }
  return (
    <div>
      <nav
        aria-label={t('numerology.tabs.label')}
        className="grid rounded-xl bg-violet-50 p-1"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((item) => (
          <a
            key={item.id}
            href={`#numerology-section-${item.id}`}
            className="rounded-lg px-3 py-2 text-center text-sm font-semibold text-slate-700 underline-offset-2 hover:underline"
          >
            {item.label}
          </a>
        ))}
      </nav>
      {items.map((item, index) => (
        <div key={item.id} id={`numerology-section-${item.id}`} className="mt-6">
          {index > 0 ? <h3 className="mb-3 text-xl font-semibold text-night-900">{item.label}</h3> : null}
          {item.panel}
        </div>
      ))}
    </div>
  )
}

export function NumerologyReport({ report, share, saving }: { report: NumerologyView; share: ShareLinkState | null; saving: boolean }) {
  const { t } = useTranslation('compatibility')
  const { t: tn } = useTranslation('numerology')
  const roleName = useRoleName()
  const overview = (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2" data-testid="numerology-overview">
        {report.readings.map((reading) => (
          <li key={reading.role} className={cardClass()}>
            <p className="text-sm font-medium text-slate-600">{roleName(reading.role)}</p>
            <NumberBadge value={reading.value} />
            <p className="mt-1 text-sm text-slate-600">{reading.role === 'birthday' ? tn('explainBirthday') : t(`numerology.explain.${reading.role}`)}</p>
          </li>
        ))}
      </ul>
      <Cycles cycles={report.cycles} />
    </div>
  )
  const numbers = (
    <div className="space-y-4" data-testid="numerology-numbers">
      {report.readings.map((reading, index) => (
        <NumberDetails key={reading.role} reading={reading} earlier={report.readings.slice(0, index).find((r) => r.value === reading.value)} />
      ))}
    </div>
  )
  const a = report.nameAnalysis
  const analysis = (
    <div className={cardClass()}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]" data-testid="name-analysis">
        <dt className="font-semibold text-night-900">{t('numerology.analysis.name')}</dt>
        <dd className="break-words text-slate-700">{report.name}</dd>
        <dt className="font-semibold text-night-900">{t('numerology.analysis.scoredAs')}</dt>
        <dd className="break-words text-slate-700">
          <span lang="en">{a.scoredAs}</span>
          <span className="block text-sm text-slate-600">{t('numerology.analysis.scoredAsHint')}</span>
        </dd>
        <dt className="font-semibold text-night-900">{t('numerology.analysis.letters')}</dt>
        <dd className="text-slate-700">{a.totalLetters}</dd>
        <dt className="font-semibold text-night-900">{t('numerology.analysis.vowels')}</dt>
        <dd className="text-slate-700">{a.vowels}</dd>
        <dt className="font-semibold text-night-900">{t('numerology.analysis.consonants')}</dt>
        <dd className="text-slate-700">{a.consonants}</dd>
      </dl>
      <p className="mt-4 text-sm text-slate-600">{t('numerology.analysis.rule')}</p>
    </div>
  )
  return (
    <section aria-labelledby="report-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="report-heading" className="text-2xl font-semibold break-words text-night-900">
          {t('numerology.reportFor', { name: report.name })}
        </h2>
        <Form method="post">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="id" value={report.id} />
          <input type="hidden" name="name" value={report.name} />
          <button
            type="submit"
            disabled={report.saved || saving}
            className="min-h-11 rounded-xl border border-violet-300 px-5 py-2 font-semibold text-violet-800 hover:bg-violet-50 disabled:opacity-70"
          >
            {report.saved ? t('numerology.saved') : t('numerology.save')}
          </button>
        </Form>
      </div>
      <div className="mt-4">
        <ReportSections
          reportId={report.id}
          items={[
            { id: 'overview', label: t('numerology.tabs.overview'), panel: overview },
            { id: 'numbers', label: t('numerology.tabs.numbers'), panel: numbers },
            { id: 'analysis', label: t('numerology.tabs.analysis'), panel: analysis },
          ]}
        />
      </div>
      <ShareButtons key={report.id} kind="numerology" itemId={report.id} link={share} />
    </section>
  )
}
