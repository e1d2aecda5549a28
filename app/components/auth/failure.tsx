/** A refused attempt, said once: the spec's heading for it, if the server gave one, then the reason. */
export function Failure({ title, reason }: { title?: string; reason: string }) {
  if (!title) return <>{reason}</>
  return (
    <>
      <span className="block font-semibold">{title}</span> {reason}
    </>
  )
}
