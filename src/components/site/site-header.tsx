import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, useState } from 'react'
import { privateText } from '../../lib/error-reports/replay-privacy'
import { memberDisplayName } from '../../lib/members/member-name'
import { MAIN_LINKS } from '../../lib/site-links'
import { sessionQueries } from '../../server/auth/server-queries'
import { ButtonLink } from '../ui/button-link'
import { LazyPart } from '../ui/lazy-part'
import { BrandMark } from './brand-mark'

// The menu (React Aria) is for members only: visitors never download it.
const AccountMenu = lazy(() => import('./account-menu'))
const NotificationBell = lazy(() => import('../notifications/notification-bell'))
// The cart badge is for members only too: a visitor's first load does not carry it.
const CartBadge = lazy(() => import('../checkout/cart-badge'))
// The phone menu (a React Aria dialog) loads on the first tap.
const MobileMenu = lazy(() => import('./mobile-menu'))
// The suggestions (issue 31) load on the search box's first focus; before that it is a GET form.
const SearchSuggest = lazy(() => import('../search/search-suggest'))

export function SiteHeader() {
  const { data: session } = useQuery(sessionQueries.current())
  const location = useRouterState({ select: (state) => state.location })
  const onSignInPage = location.pathname === '/masuk'
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  const [searchForm, setSearchForm] = useState<HTMLFormElement>()

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="Diri, ke beranda">
          <BrandMark className="brand__mark" />
          Diri
        </Link>
        <nav className="site-nav" aria-label="Navigasi utama">
          {MAIN_LINKS.map((link) => (
            <Link key={link.to} to={link.to} activeOptions={{ exact: link.to === '/' }}>
              {link.label}
            </Link>
          ))}
          <Link to="/product">Toko</Link>
        </nav>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is new (Safari 17) and jsdom lacks it */}
        <form
          className="site-search"
          role="search"
          method="get"
          action="/cari"
          onFocus={(event) => setSearchForm(event.currentTarget)}
        >
          <input
            name="q"
            type="search"
            aria-label="Cari produk, kondisi, artikel, klinik"
            // The same words as the label: gzip sends them once (every page's first load).
            placeholder="Cari produk, kondisi, artikel, klinik"
            autoComplete="off"
          />
          <button type="submit" aria-label="Cari">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="m20 20-4.5-4.5M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0" />
            </svg>
          </button>
          {searchForm ? (
            <LazyPart fallback={null}>
              <SearchSuggest form={searchForm} />
            </LazyPart>
          ) : null}
        </form>
        <div className="site-header__actions">
          {session ? (
            <LazyPart fallback={<span className="header-icon" aria-hidden="true" />}>
              <CartBadge />
            </LazyPart>
          ) : null}
          {session ? (
            <LazyPart fallback={<span className="header-icon" aria-hidden="true" />}>
              <NotificationBell />
            </LazyPart>
          ) : null}
          {onSignInPage ? null : session ? (
            <LazyPart
              fallback={
                <span className="account-button" aria-hidden="true">
                  <span className="account-button__name" {...privateText}>
                    {memberDisplayName(session)}
                  </span>
                </span>
              }
            >
              <AccountMenu session={session} />
            </LazyPart>
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
          <button
            type="button"
            className="menu-button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true)
              setMenuOpen(true)
            }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M4 6h16M4 12h16M4 18h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            Menu
          </button>
          {menuLoaded ? (
            <LazyPart fallback={null}>
              <MobileMenu isOpen={menuOpen} onOpenChange={setMenuOpen} />
            </LazyPart>
          ) : null}
        </div>
      </div>
    </header>
  )
}
