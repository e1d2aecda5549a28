// The build's client files (icons, manifest, service worker), served from disk, but never for a public page's path:
// those are the page cache's (ADR 005). Asked about `/` or `/blog`, the static handler stats the disk and builds a
// not-found error with a stack trace before passing on, on every request; after the page cache stopped re-encoding
// pages, that was the largest cost left in a cached answer (ADR 141). It also means a stray file can never shadow a page.
import express from 'express'
import { isPublicPage } from '../app/utils/site-pages.mjs'

/**
 * express.static for `dir`, skipping the public pages.
 * @param {string} dir
 * @param {Parameters<typeof express.static>[1]} options
 * @returns {import('express').RequestHandler}
 */
export function clientFiles(dir, options) {
  const serve = express.static(dir, options)
  return (req, res, next) => (isPublicPage(req.path) ? next() : serve(req, res, next))
}
