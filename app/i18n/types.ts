import type * as english from '../locales/en'

/** Every namespace, as English (the source of truth) declares it. */
export type Catalogues = typeof english
export type Namespace = keyof Catalogues

/** A translation of an English catalogue: the same keys, any strings. Hindi must satisfy it, so a missing key fails the typecheck. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }
