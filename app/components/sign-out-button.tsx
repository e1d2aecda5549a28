import { Form } from 'react-router'

/** Signs out and goes home (spec 2.2, 2.6). A plain form post, so it works before and without JavaScript. */
export function SignOutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/sign-out" reloadDocument>
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  )
}
