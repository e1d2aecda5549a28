// The staff invitation mail. Staff work in the admin, which speaks English, so the mail does too.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

type Invitation = { name: string; role: 'admin' | 'editor'; invitedBy: string; link: string; days: number }

export function invitationMail({ name, role, invitedBy, link, days }: Invitation) {
  const what = role === 'admin' ? 'an admin' : 'an editor'
  const lead = `${invitedBy || 'An admin'} has invited you to the Cosmic Insights CMS as ${what}.`
  const step = `Choose your password (at least 12 characters) to finish setting up your account. The link works for ${days} days.`
  const href = escapeHtml(link)
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1e1b4b;line-height:1.5">
<p>Namaste ${escapeHtml(name)},</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(step)}</p>
<p><a href="${href}" style="display:inline-block;background:#4c1d95;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Choose my password</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br>${href}</p>
<p style="font-size:13px;color:#475569">If you did not expect this invitation, you can ignore this e-mail.</p>
</body></html>`
  const text = `Namaste ${name},\n\n${lead}\n${step}\n\n${link}\n\nIf you did not expect this invitation, you can ignore this e-mail.\n`
  return { subject: 'You are invited to the Cosmic Insights CMS', html, text }
}
