// Plain JavaScript because server/page-cache.mjs, which server.mjs runs outside the build, keeps its pages in one too.

/**
 * A Map that holds at most `max` entries: setting one more drops the entry set longest ago (a Map iterates in the
 * order its keys were set). Setting a key again makes it the newest; reading changes nothing. The in-memory caches of
 * computed answers use it, each with its own bound (ADR 182).
 * @template K, V
 * @extends {Map<K, V>}
 */
export class BoundedMap extends Map {
  /** @param {number} max */
  constructor(max) {
    super()
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`A bounded map needs a whole maximum of at least 1, not ${max}`)
    /** @readonly */
    this.max = max
  }

  /**
   * @param {K} key
   * @param {V} value
   * @returns {this}
   */
  set(key, value) {
    super.delete(key)
    super.set(key, value)
    while (this.size > this.max) super.delete(this.keys().next().value)
    return this
  }
}
