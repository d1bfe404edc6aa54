import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { sessionQueries } from '../server/session.queries'
import { BrandMark } from './brand-mark'
import { memberDisplayName } from './member-name'
import { ButtonLink } from './ui/button-link'

// The menu (React Aria) is for members only: visitors never download it.
const AccountMenu = lazy(() => import('./account-menu'))
const NotificationBell = lazy(() => import('./notification-bell'))
// The cart badge is for members only too: a visitor's first load does not carry it.
const CartBadge = lazy(() => import('./cart-badge'))

export function SiteHeader() {
  const { data: session } = useQuery(sessionQueries.current())
  const location = useRouterState({ select: (state) => state.location })
  const onSignInPage = location.pathname === '/masuk'

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="Diri, ke beranda">
          <BrandMark className="brand__mark" />
          Diri
        </Link>
        <nav className="site-nav" aria-label="Navigasi utama">
          <Link to="/" activeOptions={{ exact: true }}>
            Beranda
          </Link>
          <Link to="/keluhan">Keluhan</Link>
          <Link to="/product">Toko</Link>
          <Link to="/help-center">Bantuan</Link>
        </nav>
        <div className="site-header__actions">
          {session ? (
            <Suspense fallback={<span className="cart-badge" aria-hidden="true" />}>
              <CartBadge />
            </Suspense>
          ) : null}
          {session ? (
            <Suspense fallback={<span className="bell" aria-hidden="true" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          {onSignInPage ? null : session ? (
            <Suspense
              fallback={
                <span className="account-button" aria-hidden="true">
                  <span className="account-button__name">{memberDisplayName(session)}</span>
                </span>
              }
            >
              <AccountMenu session={session} />
            </Suspense>
          ) : (
            // Back to this very page, query included, after signing in.
            <ButtonLink
              to="/masuk"
              search={{ redirect: location.href }}
              variant="ghost"
              size="small"
            >
              Masuk
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  )
}
