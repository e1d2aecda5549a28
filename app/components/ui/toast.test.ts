import { describe, expect, it } from 'vitest'
import { withoutToast } from './toast'

describe('closing a toast', () => {
  const first = { id: 1, title: 'Text copied for Instagram' }
  const second = { id: 2, title: 'Link removed: it no longer opens' }

  it('closes the toast that is showing', () => {
    expect(withoutToast(first, 1)).toBeNull()
  })

  it('leaves a newer toast alone when the older one’s timer fires late', () => {
    expect(withoutToast(second, 1)).toBe(second)
  })

  it('has nothing to close when nothing shows', () => {
    expect(withoutToast(null, 1)).toBeNull()
  })
})
