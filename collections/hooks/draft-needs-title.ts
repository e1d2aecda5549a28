import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { DEFAULT_LOCALE } from '../../app/utils/locales.mjs'
import { isBlank } from '../fields/hindi-version'

const NEEDS_TITLE = 'A draft needs a title: type one before saving (the address is made from it)'

/**
 * Payload skips field validation when a draft is saved, so Save Draft on an empty form stored an untitled draft with no
 * slug: a row the list names "<No Title>" that no link can reach (ADR 233). A draft needs its title, in English when
 * saved in English; a draft begun in another language needs the title in that language.
 */
export const draftNeedsTitle: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, collection }) => {
  if (data._status === 'published') return data
  const writing = req.locale && req.locale !== 'all' ? req.locale : DEFAULT_LOCALE
  if (operation === 'update' && writing !== DEFAULT_LOCALE) return data
  const title = data.title !== undefined ? data.title : (originalDoc as { title?: unknown } | undefined)?.title
  if (!isBlank(title)) return data
  throw new ValidationError({ collection: collection.slug, errors: [{ path: 'title', label: 'Title', message: NEEDS_TITLE }], req })
}
