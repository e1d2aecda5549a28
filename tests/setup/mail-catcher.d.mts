export type CaughtAttachment = { filename: string; contentType: string; content: string }
export type CaughtMail = {
  to: string[]
  from: string
  subject: string
  html: string
  text: string
  headerLines: string[]
  receivedAt: string
  attachments: CaughtAttachment[]
}

export function startMailCatcher(options?: { dir?: string; port?: number }): Promise<{
  port: number
  url: string
  messages: CaughtMail[]
  close(): Promise<void>
}>

export function waitForMail(dir: string, to: string, options?: { subject?: RegExp; timeoutMs?: number; after?: number }): Promise<CaughtMail>

export function linkIn(message: CaughtMail, pathPrefix: string): string

export function mailIn(dir: string, to: string, options?: { subject?: RegExp }): CaughtMail[]
