// Phones: at 320, 390 and 1366 px nothing is wider than the screen, the birth-profile form's date and time
// selects show their whole words ("Day", not "Da"; "Minute", not "Minut"), the 404 page's big "404" is readable
// (WCAG AA), and axe finds nothing serious. Measured in the page, not eyeballed.
import type { Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoSeriousA11yViolations, test, visit } from './fixtures'

const WIDTHS = [320, 390, 1366] as const

/**
 * Elements of the page's main content whose edges pass the viewport's, and the document's own sideways overflow. (The
 * header and footer have their own layout tests, header.spec.ts.)
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const wide = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        // Content a scroller or clipper keeps inside itself does not widen the page.
        for (let parent = element.parentElement; parent && parent.tagName !== 'MAIN'; parent = parent.parentElement) {
          const style = getComputedStyle(parent)
          if (style.overflowX !== 'visible' || style.position === 'fixed') {
            const clip = parent.getBoundingClientRect()
            if (clip.right <= width + 0.5) return false
          }
        }
        return box.right > width + 0.5 || box.left < -0.5
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      )
    return { scrollWidth: document.documentElement.scrollWidth, width, wide }
  })
}

async function expectFits(page: Page) {
  const { scrollWidth, width, wide } = await overflow(page)
  expect(wide, `elements wider than the ${width} px viewport on ${page.url()}`).toEqual([])
  expect(scrollWidth, `the page scrolls sideways on ${page.url()}`).toBeLessThanOrEqual(width)
}

/**
 * Each select of the date and time groups, with the widest of its options' words measured in the select's own font:
 * the words, the select's padding and its drop-down arrow must fit in its box, or the word is cut off on screen.
 */
async function clippedSelects(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready
    const context = document.createElement('canvas').getContext('2d')!
    const ARROW = 20 // Chromium's menulist arrow and its gap
    return [...document.querySelectorAll<HTMLSelectElement>('main form select')]
      .map((select) => {
        const style = getComputedStyle(select)
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const words = [...select.options].map((option) => option.label)
        const widest = Math.max(...words.map((word) => context.measureText(word).width))
        const needed = widest + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + ARROW
        const label = select.labels?.[0]?.textContent?.trim() ?? select.name
        return { label, needed: Math.ceil(needed), has: select.clientWidth, scroll: select.scrollWidth }
      })
      .filter((select) => select.needed > select.has || select.scroll > select.has)
  })
}

/** The contrast ratio of an element's text with the colour behind it, both read through a canvas (Tailwind 4 writes oklch). */
async function contrastOf(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector<HTMLElement>(selector)!
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    const rgb = (colour: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#fff'
      context.fillRect(0, 0, 1, 1)
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
    }
    let background = 'rgb(255, 255, 255)'
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.backgroundImage !== 'none') return { ratio: 0, why: `a background image behind ${node.tagName}` }
      if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') {
        background = style.backgroundColor
        break
      }
    }
    const style = getComputedStyle(element)
    const opacity = [...Array(20)].reduce<{ node: HTMLElement | null; value: number }>(
      (acc) => (acc.node ? { node: acc.node.parentElement, value: acc.value * parseFloat(getComputedStyle(acc.node).opacity) } : acc),
      { node: element, value: 1 },
    ).value
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
    }
    const back = rgb(background)
    const text = rgb(style.color).map((c, i) => c * opacity + back[i]! * (1 - opacity))
    const [light, dark] = [luminance(text), luminance(back)].sort((a, b) => b - a)
    return { ratio: (light! + 0.05) / (dark! + 0.05), why: `${style.color} on ${background}, opacity ${opacity}` }
  }, selector)
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: width >= 1024 ? 900 : 844 }))

    for (const path of ['/horoscope', '/profile-setup']) {
      test(`${path}: the date and time selects show whole words and the form fits`, async ({ page }) => {
        await visit(page, path)
        expect(await clippedSelects(page), 'selects whose words are cut off').toEqual([])
        await expectFits(page)
        await expectNoSeriousA11yViolations(page)
      })
    }

    test('/pricing: the cards fit the screen', async ({ page }) => {
      await visit(page, '/pricing')
      await expectFits(page)
      await expectNoSeriousA11yViolations(page)
    })

    test('the 404 page: its big "404" passes WCAG AA contrast and the page fits', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 404/)
      await visit(page, '/no-such-page-here', 404)
      const big = page.getByRole('main').getByText('404', { exact: true })
      await expect(big).toBeVisible()
      await big.evaluate((element) => element.setAttribute('data-probe', ''))
      const { ratio, why } = await contrastOf(page, '[data-probe]')
      // Large text (it is 60 px): 3:1 is AA; we hold it to the 4.5:1 of body text all the same.
      expect(ratio, why).toBeGreaterThanOrEqual(4.5)
      await expectFits(page)
      await expectNoSeriousA11yViolations(page)
    })
  })
}

test('/blog: the first post image is fetched first (the largest paint on a phone), the others wait until scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/blog')
  const images = page.getByRole('main').getByRole('article').getByRole('img')
  expect(await images.count(), 'the seeded posts have images').toBeGreaterThan(1)
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
  expect(await images.first().getAttribute('loading'), 'the first image is not lazy').not.toBe('lazy')
  for (const image of (await images.all()).slice(1)) {
    await expect(image).toHaveAttribute('loading', 'lazy')
    expect(await image.getAttribute('fetchpriority')).not.toBe('high')
  }
})

/** Each "·" of the footer's last line that ends a line: the text after it went on to the next line without it. */
async function hangingSeparators(page: Page) {
  return page.evaluate(() => {
    const line = document.querySelector('footer')!.lastElementChild!.querySelector('p')!
    const chars: { char: string; top: number; bottom: number }[] = []
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        if (!text[i]!.trim()) continue
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const box = range.getBoundingClientRect()
        if (box.width > 0) chars.push({ char: text[i]!, top: box.top, bottom: box.bottom })
      }
    }
    return chars.filter((c, i) => c.char === '·' && (!chars[i + 1] || chars[i + 1]!.top >= c.bottom - 1)).map(() => line.textContent)
  })
}

test('the footer\'s last line never leaves a "·" hanging at the end of a line on a phone, in English or Hindi', ANY_WIDTH, async ({ page }) => {
  for (const lng of ['en', 'hi']) {
    await visit(page, `/about?lng=${lng}`)
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 844 })
      expect(await hangingSeparators(page), `${lng} at ${width} px`).toEqual([])
    }
  }
})

test("a post: its hero image, the largest paint on a phone, is fetched first and at the phone column's size", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/blog')
  const post = await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href')
  await visit(page, post!)
  const hero = page.getByRole('main').getByRole('img').first()
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  // 390 px less the padding, at this screen's 1× density: the 768 px file, not the 1200 px one.
  expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-768x403\.webp$/)
  expect(await hero.getAttribute('srcset'), 'the full-size file stays on offer for wide and dense screens').toMatch(/-1200x630\.webp 1200w/)
})
