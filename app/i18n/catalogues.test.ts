import { describe, expect, it } from 'vitest'
import { LOCALES } from '../utils/locales.mjs'
import { resources } from './resources'

// Every catalogue file of every language, found on disk, whichever helper wrote it: one that the language's index
// forgot would never be served, so it is caught here too.
const files = import.meta.glob<{ default: unknown }>(['../locales/*/*.ts', '!../locales/*/index.ts'], { eager: true })

type Tree = { [key: string]: string | Tree }

function byLanguage() {
  const found: Record<string, Record<string, unknown>> = {}
  for (const [path, module] of Object.entries(files)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? []
    ;(found[language] ??= {})[namespace] = module.default
  }
  return found
}

/** Each leaf's dotted path and string; anything that is neither a string nor a nested object is reported as a leaf. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [[prefix, tree]]
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort()

const catalogues = byLanguage()
const english = catalogues.en ?? {}

describe('catalogues', () => {
  it('have a folder for every language the site offers, and no other', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort())
  })

  it('are all listed in their language’s index, so the site serves them', () => {
    for (const language of LOCALES) expect(Object.keys(resources[language]).sort()).toEqual(Object.keys(catalogues[language] ?? {}).sort())
  })

  for (const language of LOCALES.filter((l) => l !== 'en')) {
    it(`${language} has exactly the namespaces English has`, () => {
      expect(Object.keys(catalogues[language] ?? {}).sort()).toEqual(Object.keys(english).sort())
    })

    for (const namespace of Object.keys(english)) {
      it(`${language}/${namespace} has exactly English's keys, each a non-empty string with the same placeholders`, () => {
        const source = new Map(leaves(english[namespace]))
        const translated = new Map(leaves(catalogues[language]?.[namespace]))
        expect([...translated.keys()].sort()).toEqual([...source.keys()].sort())
        for (const [key, text] of translated) {
          expect(typeof text, `${language}/${namespace}:${key}`).toBe('string')
          expect((text as string).trim(), `${language}/${namespace}:${key}`).not.toBe('')
          expect(placeholders(text as string), `${language}/${namespace}:${key}`).toEqual(placeholders(String(source.get(key))))
        }
      })
    }
  }

  it('English leaves are non-empty strings', () => {
    for (const [namespace, tree] of Object.entries(english))
      for (const [key, text] of leaves(tree)) {
        expect(typeof text, `en/${namespace}:${key}`).toBe('string')
        expect((text as string).trim(), `en/${namespace}:${key}`).not.toBe('')
      }
  })
})
