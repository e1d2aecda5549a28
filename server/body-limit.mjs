// Request bodies are counted as they arrive, whatever the transfer encoding, and no route reads past its limit (ADR 158).
// Checking Content-Length alone let a chunked body (which has none) through at any size: four 150 MB chunked posts to
// /hooks/stripe took the server from 343 MB to 1.4 GB. So every byte the HTTP parser hands the request is counted
// here, before the site, Payload or Next see it; past the limit the request gets 413, the rest of its body is dropped
// unread, and the connection is closed, so the upload stops. A body cut short never reaches its reader as a whole
// body: the reader sees the connection end instead.

/** Every route's limit: the site's forms, the Stripe webhook, Payload's REST and the admin. */
export const MAX_BODY_BYTES = 1024 * 1024
/** The largest image the CMS takes (payload.config.ts's `upload.limits.fileSize`). */
export const MEDIA_FILE_BYTES = 8 * 1024 * 1024
/** Uploads to the media collection carry the file and a form around it (its fields, `_payload`, the boundaries). */
const MEDIA_UPLOAD_BYTES = MEDIA_FILE_BYTES + MAX_BODY_BYTES
const MEDIA_UPLOADS = /^\/api\/media(?:\/[^/]*)?$/

/** The limit for one request: uploads to /api/media get room for an image; every other path gets 1 MiB. */
function bodyLimitFor(req) {
  const path = (req.url ?? '').split('?', 1)[0]
  return MEDIA_UPLOADS.test(path) ? MEDIA_UPLOAD_BYTES : MAX_BODY_BYTES
}

/** Whether this request's body was refused for its size (the error handler then stays quiet about its reader). */
export const bodyTooLarge = (req) => req.bodyTooLarge === true

/**
 * Express (or plain Node) middleware. `limitFor` gives a request's limit in bytes.
 * @param {{ limitFor?: (req: import('node:http').IncomingMessage) => number }} [options]
 */
export function bodyLimit({ limitFor = bodyLimitFor } = {}) {
  return (req, res, next) => {
    const limit = limitFor(req)
    const refuse = () => {
      if (req.bodyTooLarge) return
      req.bodyTooLarge = true
      if (!res.headersSent) {
        // Connection: close makes Node end the connection once the answer is written: the client stops sending.
        res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
        res.end('Request too large')
      } else {
        req.socket?.destroy()
      }
    }
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      refuse()
      return
    }
    let received = 0
    const push = req.push
    // The HTTP parser hands each piece of the body (after de-chunking) to push(): counted here, before any reader.
    req.push = function countedPush(chunk, encoding) {
      if (req.bodyTooLarge) return true
      if (chunk !== null && chunk !== undefined) {
        received += chunk.length
        if (received > limit) {
          refuse()
          return true
        }
      }
      return push.call(this, chunk, encoding)
    }
    next()
  }
}
