// Staff invitations (ADR 071): an admin names the person and the role; the account is made with a random
// password nobody ever sees, and the invitee chooses their own from a link to the admin's reset-password screen,
// which Payload's forgot-password token already drives. The mail goes through the app's mail transport.
import crypto from 'node:crypto'
import { addDataAndFileToRequest, APIError, type PayloadHandler, type PayloadRequest, ValidationError } from 'payload'
import { getEnv } from '../../app/utils/env.server'
import { isAdmin } from '../access'
import { invitationMail } from './emails'

/** How long an invitation link works: long enough for someone away for a few days, short enough not to linger. */
const INVITATION_DAYS = 7

const ROLES = ['admin', 'editor'] as const
type Role = (typeof ROLES)[number]

type Invitation = { email: string; name: string; role: Role }

function invitationFrom(data: unknown): Invitation {
  const body = (data ?? {}) as Record<string, unknown>
  const errors: { message: string; path: string }[] = []
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  // Payload checks the address itself when the account is made; here only that there is one.
  if (!email) errors.push({ message: 'Please enter the e-mail address to invite.', path: 'email' })
  if (!name) errors.push({ message: 'Please enter their name.', path: 'name' })
  if (!ROLES.includes(body.role as Role)) errors.push({ message: 'Please choose Admin or Editor.', path: 'role' })
  if (errors.length) throw new ValidationError({ collection: 'admins', errors })
  return { email, name, role: body.role as Role }
}

export const inviteStaff: PayloadHandler = async (req: PayloadRequest) => {
  if (!isAdmin(req)) throw new APIError('Only admins can invite staff.', 403, undefined, true)
  await addDataAndFileToRequest(req)
  const { email, name, role } = invitationFrom(req.data)
  const { totalDocs } = await req.payload.count({ collection: 'admins', where: { email: { equals: email } }, overrideAccess: true })
  if (totalDocs > 0)
    throw new ValidationError({ collection: 'admins', errors: [{ message: 'This e-mail address is already in use by a staff member.', path: 'email' }] })

  const account = await req.payload.create({
    collection: 'admins',
    // Never told to anyone: the account cannot be signed in to until the invitee sets a password from the link.
    data: { email, name, roles: [role], password: crypto.randomBytes(32).toString('base64url') },
    overrideAccess: false,
    user: req.user,
  })
  try {
    // Field access keeps the flag out of every request's hands; this is the one place that sets it.
    await req.payload.update({ collection: 'admins', id: account.id, data: { invitationPending: true }, overrideAccess: true })
    const token = await req.payload.forgotPassword({
      collection: 'admins',
      data: { email },
      disableEmail: true,
      expiration: INVITATION_DAYS * 24 * 3600_000,
    })
    if (typeof token !== 'string') throw new Error('Payload made no reset token for a new staff account')
    const link = `${getEnv().APP_URL.replace(/\/$/, '')}/admin/reset/${token}`
    const mail = invitationMail({ name, role, invitedBy: String(req.user?.email ?? ''), link, days: INVITATION_DAYS })
    await req.payload.sendEmail({ to: email, subject: mail.subject, html: mail.html, text: mail.text })
  } catch (error) {
    // An invitation that never arrived leaves no account behind: the admin can simply invite again.
    await req.payload.delete({ collection: 'admins', id: account.id, overrideAccess: true })
    req.payload.logger.error({ err: error, msg: `Inviting ${email} failed` })
    throw new APIError('The invitation could not be sent. Please try again.', 502, undefined, true)
  }
  return Response.json({ message: `Invitation sent to ${email}.`, doc: { id: account.id, email, name, roles: [role] } }, { status: 201 })
}
