// Shown on the admin's first-user screen in place of a role choice: the first account is always an admin.
export function FirstAccountNote() {
  return (
    <div className="field-type" role="note" style={{ marginBottom: 'var(--base)' }}>
      <p style={{ margin: 0 }}>
        <strong>This first account will be an admin.</strong> Admins manage staff, astrologers, coupons, tiers and customer accounts, and edit all content.
        Once you are in, invite the rest of your team from Staff.
      </p>
    </div>
  )
}
