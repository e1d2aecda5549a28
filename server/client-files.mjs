// The build's client files (icons, manifest, service worker), served from disk, but only at the addresses of the files
// the build holds. Asked about any other path (a public page such as `/` or `/blog`, which are the page cache's, ADR
// 005, or a signed-in page such as `/dashboard`), the static handler would stat the disk and build a not-found error
// with a stack trace before passing on, on every request: after the page cache stopped re-encoding pages that was the
// largest cost left in a cached answer (ADR 141), and a stat per signed-in page was 1% of a fresh render (ADR 244).
// The files are listed once, when the server starts: a build is never changed under a running server, which imports
// its server half once. It also means a stray file can never shadow a page.
import fs from 'node:fs'
import path from 'node:path'
import express from 'express'
import { isPublicPage } from '../app/utils/site-pages.mjs'

/**
 * The addresses of the files under `dir` (`/sw.js`, `/icons/icon.svg`…); none when it does not exist.
 * @param {string} dir
 * @returns {Set<string>}
 */
function clientFilePaths(dir) {
  /** @type {string[]} */
  let names = []
  try {
    names = /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true }))
  } catch {
    return new Set()
  }
  const paths = names
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => `/${name.split(path.sep).map(encodeURIComponent).join('/')}`)
  return new Set(paths)
}

/**
 * express.static for `dir`, asked only about the files it holds, and never for a public page's path.
 * @param {string} dir
 * @param {Parameters<typeof express.static>[1]} options
 * @returns {import('express').RequestHandler}
 */
export function clientFiles(dir, options) {
  const serve = express.static(dir, options)
  const files = clientFilePaths(dir)
  return (req, res, next) => (files.has(req.path) && !isPublicPage(req.path) ? serve(req, res, next) : next())
}
