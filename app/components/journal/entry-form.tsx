import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { MOON_PHASES } from '../../astrology/moon-phase'
import { useLocale } from '../../i18n/use-locale'
import type { JournalPage } from '../../routes/astro-journal.server'
import { moodEmoji, PREDICTION_ACCURACY } from '../../schemas/journal'
import { longDate } from '../../utils/dates'
import { Button } from '../ui/button'
import { Card } from '../ui/card'
import { Field, inputClass } from '../ui/field'
import { useIntentBusy } from '../ui/form-parts'
import { DeleteEntry } from './delete-entry'

/** The entry for one date: new, or the saved one to edit; a blank one starts from that date's sky. */
export function EntryForm({ page }: { page: JournalPage }) {
  const { t } = useTranslation(['journal', 'calendar'])
  const locale = useLocale()
  const busy = useIntentBusy('save')
  const { entry } = page
  const [mood, setMood] = useState(entry.mood)
  return (
    <Card aria-labelledby="entry-heading">
      <h2 id="entry-heading" className="text-title font-semibold text-ink">
        {page.editing ? t('editEntry') : t('newEntry')} · {longDate(page.date, locale)}
      </h2>
      {page.editing ? <p className="mt-1 text-sm text-muted">{t('editing', { date: longDate(page.date, locale) })}</p> : null}
      <Form method="post" action={`/astro-journal?date=${page.date}`} className="mt-5 space-y-5">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="date" value={page.date} />
        <div>
          <label htmlFor="journal-mood" className="block text-sm font-medium text-slate-700">
            {t('moodLabel')}
          </label>
          <div className="mt-1 flex items-center gap-4">
            <input
              id="journal-mood"
              type="range"
              name="mood"
              min={1}
              max={10}
              step={1}
              value={mood}
              onChange={(event) => setMood(Number(event.target.value))}
              aria-valuetext={t('mood', { mood })}
              className="h-tap w-full accent-violet-700"
            />
            <span aria-hidden="true" className="text-3xl" data-testid="mood-emoji">
              {moodEmoji(mood)}
            </span>
          </div>
          <p className="mt-1 text-sm text-muted" data-testid="mood-value">
            {t('mood', { mood })}
          </p>
        </div>
        <Field id="journal-events" label={t('dailyEvents')}>
          {(a11y) => (
            <textarea
              {...a11y}
              name="dailyEvents"
              rows={4}
              aria-required="true"
              placeholder={t('dailyEventsHint')}
              defaultValue={entry.dailyEvents}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="journal-accuracy" label={t('predictionAccuracy')}>
          {(a11y) => (
            <select {...a11y} name="predictionAccuracy" defaultValue={entry.predictionAccuracy ?? ''} className={`${inputClass} bg-white`}>
              <option value="">{t('accuracy.none')}</option>
              {PREDICTION_ACCURACY.map((value) => (
                <option key={value} value={value}>
                  {t(`accuracy.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="journal-notes" label={t('reflections')}>
          {(a11y) => <textarea {...a11y} name="personalNotes" rows={4} defaultValue={entry.personalNotes} className={inputClass} />}
        </Field>
        <Field id="journal-phase" label={t('moonPhase')}>
          {(a11y) => (
            <select {...a11y} name="moonPhase" defaultValue={entry.moonPhase} className={`${inputClass} bg-white`}>
              {MOON_PHASES.map(({ name: phase }) => (
                <option key={phase} value={phase}>
                  {t(`calendar:phases.${phase}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="journal-influences" label={t('influences')}>
          {(a11y) => <textarea {...a11y} name="planetaryInfluences" rows={5} defaultValue={entry.planetaryInfluences} className={inputClass} />}
        </Field>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? t('saving') : page.editing ? t('update') : t('save')}
        </Button>
      </Form>
      {page.editing ? <DeleteEntry page={page} /> : null}
    </Card>
  )
}
