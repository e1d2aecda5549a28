// The product's mark and name in the admin (login screen, navigation), instead of Payload's. The star is the same
// drawing as the site's favicon (public/favicon.svg).
function Star({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#140f33" />
      <path d="M32 10l5 17 17 5-17 5-5 17-5-17-17-5 17-5z" fill="#f9b949" />
    </svg>
  )
}

/** On the login, first-user and reset screens. */
export function Logo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <Star size={48} />
      <span style={{ fontSize: 24, fontWeight: 700, lineHeight: 1.2 }}>
        Cosmic Insights <span style={{ fontWeight: 400 }}>CMS</span>
      </span>
    </span>
  )
}

/** In the navigation and the header's home link. */
export function Icon() {
  return (
    <span style={{ display: 'inline-flex' }}>
      <Star size={24} />
      <span className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        Cosmic Insights CMS
      </span>
    </span>
  )
}
