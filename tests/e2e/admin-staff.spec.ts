// The staff side of the CMS (ADRs 070, 071, 073), driven through the admin as an admin and as an editor: the last admin cannot be
// demoted, a staff invitation arrives by mail and its link sets a password, and revealing a customer's birth data
// writes an audit entry.
import type { APIRequestContext } from '@playwright/test'
import { E2E_ADMIN } from '../setup/e2e-credentials'
import {
  createVerifiedCustomer,
  E2E_EDITOR,
  expect,
  linkIn,
  mailTo,
  newCustomer,
  signInToAdmin as signIn,
  test,
  uniqueEmail,
  waitForAdminHydration,
} from './fixtures'

async function staffId(api: APIRequestContext, email: string) {
  const response = await api.get(`/api/admins?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: { id: number; roles: string[] }[] }
  expect(docs).toHaveLength(1)
  return docs[0]!
}

test('the admin shows the product: its name and mark on the login screen, its favicon, and the site on the dashboard', async ({
  page,
  baseURL,
  request,
}) => {
  await page.goto('/admin/login')
  await expect(page.getByText('Cosmic Insights CMS').first()).toBeVisible()
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1)
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/icon/)
  await signIn(page, E2E_EDITOR)
  await expect(page.getByRole('link', { name: new URL(baseURL!).origin })).toBeVisible()
})

test('the last admin cannot be demoted: the roles field says why, and the role stays', async ({ page, adminApi, consoleGuard }) => {
  // The refused save answers 400, which the browser reports as a failed resource load.
  consoleGuard.allow(/status of 400/)
  const admin = await staffId(adminApi, E2E_ADMIN.email)
  expect(admin.roles).toEqual(['admin'])
  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/admins/${admin.id}`)
  await waitForAdminHydration(page, 'button#action-save')
  const roles = page.locator('#field-roles')
  const chosen = roles.locator('.multi-value-label__text')
  await expect(chosen).toHaveCount(1)
  await expect(chosen).toContainText('Admin')
  // As a keyboard user does it: Backspace in the select takes off the last role chosen, then Editor is picked.
  await roles.locator('.rs__control').click()
  await page.keyboard.press('Backspace')
  await expect(chosen).toHaveCount(0)
  await page.getByRole('option', { name: 'Editor', exact: true }).click()
  await expect(chosen).toHaveCount(1)
  await expect(chosen).toContainText('Editor')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  // Said on the field itself, not only in a toast.
  await expect(roles.getByText(/^The site needs at least one admin/)).toBeVisible()
  expect((await staffId(adminApi, E2E_ADMIN.email)).roles).toEqual(['admin'])
})

test('an admin invites an editor by e-mail; the link in the mail sets their password and signs them in', async ({ page, browser, adminApi }) => {
  const email = uniqueEmail('invite')
  await signIn(page, E2E_ADMIN)
  await page.goto('/admin/collections/admins')
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await waitForAdminHydration(page)
  const invite = page.getByRole('region', { name: 'Invite a staff member' })
  await invite.getByLabel('E-mail').fill(email)
  await invite.getByLabel('Name').fill('Invited Editor')
  await invite.getByLabel('Role').selectOption('editor')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${email}.`)
  await expect(page.getByRole('link', { name: email })).toBeVisible()

  const mail = await mailTo(email, { subject: /invited/i })
  const link = linkIn(mail, '/admin/reset/')
  const invitee = await browser.newContext()
  const tab = await invitee.newPage()
  try {
    await tab.goto(link)
    await waitForAdminHydration(tab)
    await tab.getByLabel('New Password').fill('short')
    await tab.getByLabel('Confirm Password').fill('short')
    await tab.getByRole('button', { name: /set your password/i }).click()
    await expect(
      tab
        .locator('.field-type')
        .filter({ has: tab.getByLabel('New Password') })
        .getByText(/at least 12 characters/i),
    ).toBeVisible()
    await tab.getByLabel('New Password').fill('invited-editor-password')
    await tab.getByLabel('Confirm Password').fill('invited-editor-password')
    await tab.getByRole('button', { name: /set your password/i }).click()
    await expect(tab).toHaveURL(/\/admin\/?$/)
    await expect(tab.getByRole('link', { name: 'Edit Landing' })).toBeVisible()
  } finally {
    await invitee.close()
  }
  const invited = await staffId(adminApi, email)
  expect(invited.roles).toEqual(['editor'])
  await adminApi.delete(`/api/admins/${invited.id}`)
})

test('an editor is offered no invitations and no audit log; a hidden collection is simply not found', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/)
  await signIn(page, E2E_EDITOR)
  await expect(page.getByRole('link', { name: /Audit log/ })).toHaveCount(0)
  for (const hidden of ['audit-log', 'sessions']) {
    const response = await page.goto(`/admin/collections/${hidden}`)
    expect(response?.status(), hidden).toBe(404)
  }
  await page.goto('/admin/collections/admins')
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Invite a staff member' })).toHaveCount(0)
})

test('birth data is hidden until an admin reveals it with a reason, and the reveal is in the audit log', async ({
  page,
  request,
  adminApi,
  consoleGuard,
}) => {
  // The reveal without a reason answers 400, which the browser reports as a failed resource load.
  consoleGuard.allow(/status of 400 .*reveal-birth-data/)
  const customer = await createVerifiedCustomer(request, newCustomer('reveal', 'Meera Iyer'))
  const login = await request.post('/api/users/login', { data: { email: customer.email, password: customer.password } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const made = await request.post('/api/profiles', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      fullName: 'Meera Iyer',
      dateOfBirth: '1991-03-09',
      timeOfBirth: '05:45',
      gender: 'female',
      placeName: 'Chennai',
      latitude: '13.08784',
      longitude: '80.27847',
      timeZone: 'Asia/Kolkata',
      questions: 'Is this a good year to move abroad?',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { doc: profile } = (await made.json()) as { doc: { id: number } }

  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/profiles/${profile.id}`)
  const panel = page.getByRole('region', { name: 'Birth data' })
  await expect(panel).toBeVisible()
  await expect(page.getByText('1991-03-09')).toHaveCount(0)
  await expect(page.getByText('move abroad')).toHaveCount(0)
  await waitForAdminHydration(page, 'section[aria-label="Birth data"] button')

  const reason = `Support ticket ${Date.now()}: sun sign looks wrong`
  await panel.getByRole('button', { name: 'Reveal birth data' }).click()
  await expect(panel.getByRole('alert')).toContainText('at least 10 characters')
  await panel.getByLabel(/Reason/).fill(reason)
  await panel.getByRole('button', { name: 'Reveal birth data' }).click()
  await expect(panel.getByText('1991-03-09')).toBeVisible()
  await expect(panel.getByText('Is this a good year to move abroad?')).toBeVisible()

  const entries = await adminApi.get(`/api/audit-log?where[customerEmail][equals]=${encodeURIComponent(customer.email)}&depth=0`)
  expect(entries.status()).toBe(200)
  const { docs } = (await entries.json()) as { docs: Record<string, unknown>[] }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ action: 'reveal-birth-data', staffEmail: E2E_ADMIN.email, reason })

  await page.goto('/admin/collections/audit-log')
  await expect(page.getByText(reason)).toBeVisible()
})

test('an admin grants a customer credits from their account, with a reason; the ledger and the audit log have it', async ({
  page,
  request,
  adminApi,
  consoleGuard,
}) => {
  // The grant without a reason answers 400, which the browser reports as a failed resource load.
  consoleGuard.allow(/status of 400 .*grant-credits/)
  const customer = await createVerifiedCustomer(request, newCustomer('grant', 'Kabir Rao'))
  const found = await adminApi.get(`/api/users?where[email][equals]=${encodeURIComponent(customer.email)}&depth=0`)
  const [account] = ((await found.json()) as { docs: { id: number }[] }).docs
  expect(account).toBeDefined()

  await signIn(page, E2E_ADMIN)
  await page.goto(`/admin/collections/users/${account!.id}`)
  const panel = page.getByRole('region', { name: 'Grant credits' })
  await expect(panel).toBeVisible()
  await waitForAdminHydration(page, 'section[aria-label="Grant credits"] button')
  await panel.getByLabel(/^Credits/).fill('7')
  await panel.getByRole('button', { name: 'Grant credits' }).click()
  await expect(panel.getByRole('alert')).toContainText('at least 10 characters')
  const reason = `Support ticket ${Date.now()}: sketch failed twice`
  await panel.getByLabel(/Reason/).fill(reason)
  await panel.getByRole('button', { name: 'Grant credits' }).click()
  await expect(panel.getByRole('status')).toHaveText("Granted 7 credits. The customer's balance is now 7.")

  const ledger = await adminApi.get(`/api/credit-ledger?where[user][equals]=${account!.id}&depth=0`)
  expect(((await ledger.json()) as { docs: Record<string, unknown>[] }).docs).toMatchObject([{ kind: 'grant', amount: 7, balanceAfter: 7 }])
  const entries = await adminApi.get(`/api/audit-log?where[customerEmail][equals]=${encodeURIComponent(customer.email)}&depth=0`)
  expect(((await entries.json()) as { docs: Record<string, unknown>[] }).docs).toMatchObject([{ action: 'grant-credits', reason }])
})
