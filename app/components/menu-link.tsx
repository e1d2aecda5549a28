import { useEffect, type ReactNode, type RefObject } from 'react'
import { useNavigate } from 'react-router'

// The header's and footer's menus link to fixed addresses, some forty on every page. React Router's `Link` and
// `NavLink` resolve and encode their address and subscribe to the router, each one on each render: the largest part of
// the router's share of a fresh signed-in render (ADR 244). These menus render plain anchors with the attribute the
// router's route discovery looks for, mark the current page themselves, and take the client-side navigation from one
// click handler on the menu's container (ADR 271).

/** Whether the page at `pathname` is the one `to` names (or, unless `end`, below it), as `NavLink` decides. */
export function isCurrentPage(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase()
  const target = to.toLowerCase()
  if (here === target) return true
  if (end) return false
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
  return here.startsWith(target) && here.charAt(slash) === '/'
}

/**
 * A menu's link to a fixed address of the site. Its container passes clicks to `useMenuNavigation`'s handler, which
 * navigates as `Link` would; `data-discover` lets the router learn the target's route before the click, as for a `Link`.
 */
export function MenuLink({
  to,
  className,
  current = false,
  children,
}: {
  to: string
  className: string
  /** Marks the link as the page shown (`aria-current="page"`), as `NavLink` does. */
  current?: boolean
  children: ReactNode
}) {
  return (
    <a href={to} data-discover="true" data-menu-link="" className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  )
}

/**
 * Makes a container's `MenuLink`s navigate in the page: an unmodified primary click (or Enter) on one closes the
 * container's open `<details>` menus and navigates as `Link` would, replacing the history entry when the address is
 * the one shown. Any other click (a new tab, a download) is the browser's. One listener, added in the browser only.
 */
export function useMenuNavigation(container: RefObject<HTMLElement | null>) {
  const navigate = useNavigate()
  useEffect(() => {
    const element = container.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      const link = event.target instanceof Element ? event.target.closest('a[data-menu-link]') : null
      const to = link?.getAttribute('href')
      if (!link || !to || !element.contains(link)) return
      event.preventDefault()
      element.querySelectorAll('details[open]').forEach((menu) => menu.removeAttribute('open'))
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
      void navigate(to, { replace: to === here })
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [container, navigate])
}
