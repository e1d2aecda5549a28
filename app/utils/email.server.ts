// Outgoing mail: through SMTP when SMTP_URL is set, otherwise into an outbox folder and the log, so a
// machine with no mail server (and `npm start` offline) still shows every verification and reset link.
import fs from 'node:fs/promises'
import path from 'node:path'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer, { type Transport } from 'nodemailer'
import { appRoot, getEnv } from './env.server'

type MailInfo = { envelope: { from: string | false; to: string[] }; messageId: string; file: string }

/** A nodemailer transport that writes each message as an .eml file and logs where it went. */
function outboxTransport(dir: string): Transport<MailInfo> {
  return {
    name: 'outbox',
    version: '1',
    send(mail, callback) {
      mail.message.build((buildError, raw) => {
        if (buildError) return callback(buildError, undefined as never)
        const envelope = mail.message.getEnvelope()
        const messageId = mail.message.messageId()
        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const file = path.join(dir, `${stamp}-${messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`)
        fs.mkdir(dir, { recursive: true })
          .then(() => fs.writeFile(file, raw, { mode: 0o600 }))
          .then(() => {
            // The links too, so a developer without a mail client can follow a verification or reset link from the log.
            const html = typeof mail.data.html === 'string' ? mail.data.html : ''
            const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
            console.info(
              `Mail to ${envelope.to.join(', ')} ("${String(mail.data.subject ?? '')}") was written to ${file} (no SMTP_URL is set)` +
                (links.length ? `\n  links: ${[...new Set(links)].join(' ')}` : ''),
            )
            callback(null, { envelope, messageId, file })
          })
          .catch((error: Error) => callback(error, undefined as never))
      })
    },
  }
}

function createMailTransport() {
  const env = getEnv()
  if (env.SMTP_URL) return nodemailer.createTransport(env.SMTP_URL)
  return nodemailer.createTransport(outboxTransport(path.resolve(appRoot, env.OUTBOX_DIR)))
}

/** Payload's nodemailer adapter over our transport; Payload sends the verification and reset mails through it. */
export function mailAdapter() {
  const env = getEnv()
  return nodemailerAdapter({
    defaultFromAddress: env.MAIL_FROM_ADDRESS,
    defaultFromName: env.MAIL_FROM_NAME,
    transport: createMailTransport(),
    // The server starts without waiting on a mail server; a failed send is reported where it happens.
    skipVerify: true,
  })
}
