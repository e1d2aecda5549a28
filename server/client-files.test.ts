import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFiles } from './client-files.mjs'

describe('clientFiles', () => {
  let base = ''
  let close = () => {}
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-files-'))

  beforeAll(async () => {
    // A stray file named like a page: the page must still be the site's, and the disk is not asked about it.
    fs.writeFileSync(path.join(dir, 'blog'), 'a file')
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener')
    fs.mkdirSync(path.join(dir, 'icons'))
    fs.writeFileSync(path.join(dir, 'icons', 'icon.svg'), '<svg/>')
    const app = express()
    app.use(clientFiles(dir, { index: false }))
    app.use((_req, res) => {
      res.type('text').send('the site')
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => {
    close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('leaves the public pages to the site and serves the files', async () => {
    expect(await (await fetch(`${base}/blog`)).text()).toBe('the site')
    expect(await (await fetch(`${base}/`)).text()).toBe('the site')
    expect(await (await fetch(`${base}/sw.js`)).text()).toBe('self.addEventListener')
    expect(await (await fetch(`${base}/nothing-here.png`)).text()).toBe('the site')
    expect(await (await fetch(`${base}/icons/icon.svg`)).text()).toBe('<svg/>')
  })

  it("serves only the files it found at the start: a signed-in page, a folder or a later file are the site's (ADR 273)", async () => {
    expect(await (await fetch(`${base}/dashboard`)).text()).toBe('the site')
    expect(await (await fetch(`${base}/icons`)).text()).toBe('the site')
    fs.writeFileSync(path.join(dir, 'late.txt'), 'written after the start')
    expect(await (await fetch(`${base}/late.txt`)).text()).toBe('the site')
  })
})
