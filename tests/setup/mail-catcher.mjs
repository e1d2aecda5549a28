// An SMTP server on loopback that keeps every message it receives: the tests read real mail through it.
// Each message is parsed and kept in memory, and written as JSON into `dir` when one is given (the browser tests
// read it from there, the server under test being another process).
import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export async function startMailCatcher({ dir, port = 0 } = {}) {
  const messages = []
  if (dir) fs.mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const message = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            // The headers as sent ("List-Unsubscribe: <…>"), for the tests that read one.
            headerLines: (mail.headerLines ?? []).map((header) => header.line.replace(/\r?\n[ \t]+/g, ' ')),
            receivedAt: new Date().toISOString(),
            // Text attachments (a calendar invitation) as text, so a test can parse them.
            attachments: (mail.attachments ?? []).map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType ?? '',
              content: file.content.toString('utf8'),
            })),
          }
          messages.push(message)
          if (dir) fs.writeFileSync(path.join(dir, `${Date.now()}-${String(++count).padStart(5, '0')}.json`), JSON.stringify(message))
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const address = server.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** The newest message to `to` (and matching `subject`, if given) in a folder the catcher writes, waiting for it. */
export async function waitForMail(dir, to, { subject, timeoutMs = 15_000, after = 0 } = {}) {
  const deadline = Date.now() + timeoutMs
  const wanted = to.toLowerCase()
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : []
    for (const file of files) {
      const message = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
      if (Date.parse(message.receivedAt) < after) continue
      if (message.to.includes(wanted) && (!subject || subject.test(message.subject))) return message
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No mail to ${to}${subject ? ` with subject ${subject}` : ''} arrived within ${timeoutMs} ms`)
}

/**
 * Every message to `to` (and matching `subject`) already in the folder, without waiting. The site sends its mail
 * before it answers the request (Payload awaits the SMTP hand-over, and the catcher writes each file before it
 * acknowledges), so once the answer is on screen a mail that was sent is here: "no mail was sent" needs no timeout.
 */
export function mailIn(dir, to, { subject } = {}) {
  const wanted = to.toLowerCase()
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
  return files
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
    .filter((message) => message.to.includes(wanted) && (!subject || subject.test(message.subject)))
}

/** The first link in a mail's HTML whose path starts with `pathPrefix`. */
export function linkIn(message, pathPrefix) {
  for (const match of message.html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1].replaceAll('&amp;', '&')
    if (new URL(href).pathname.startsWith(pathPrefix)) return href
  }
  throw new Error(`No ${pathPrefix} link in the mail "${message.subject}"`)
}
