import { describe, expect, it } from 'vitest'
import { richTextToHtml } from './rich-text.server'

const withUpload = (value: unknown) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    children: [{ type: 'upload', version: 3, format: '', relationTo: 'media', fields: {}, value }],
  },
})

const picture = {
  url: '/api/media/file/temple.jpg',
  alt: 'A temple at dawn',
  width: 1600,
  height: 900,
  mimeType: 'image/jpeg',
}

describe('images inside rich text', () => {
  it('offer the narrower uncropped copy to phones in a srcset, with the article column’s sizes', () => {
    const html = richTextToHtml(withUpload({ ...picture, sizes: { inline: { url: '/api/media/file/temple-800x450.webp', width: 800 } } }))
    expect(html).toContain('src="/api/media/file/temple.jpg"')
    expect(html).toContain('srcset="/api/media/file/temple-800x450.webp 800w, /api/media/file/temple.jpg 1600w"')
    expect(html).toContain('sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)"')
    expect(html).toContain('width="1600" height="900"')
    expect(html).toContain('alt="A temple at dawn"')
  })

  it('offer the original alone when there is no narrower copy (an image uploaded before it, or already narrow)', () => {
    for (const sizes of [undefined, { inline: { url: null, width: null } }, { inline: { url: '/api/media/file/small.webp', width: 1600 } }]) {
      const html = richTextToHtml(withUpload({ ...picture, sizes }))
      expect(html).toContain('src="/api/media/file/temple.jpg"')
      expect(html).not.toContain('srcset')
    }
  })

  it('draw nothing for an upload that is not an image or was not populated', () => {
    expect(richTextToHtml(withUpload({ ...picture, mimeType: 'application/pdf' }))).not.toContain('<img')
    expect(richTextToHtml(withUpload(7))).not.toContain('<img')
  })
})
