/// <reference types="vite/client" />

import fontUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LOCALE } from '../../app.config'
import { ConsentAndTags, ConsentHeadScript } from '../components/consent/consent-root'
import { ErrorReporting } from '../components/error-reports/error-reporting'
import { ConsultModalHost } from '../components/flows/consult-modal-host'
import { FlowsProvider } from '../components/flows/flows-provider'
import { AppReady } from '../components/site/app-ready'
import { DefaultErrorPage } from '../components/site/error-pages'
import { NotFoundPage } from '../components/site/not-found-page'
import { PageviewTracker } from '../components/site/pageview-tracker'
import { SiteFooter } from '../components/site/site-footer'
import { SiteHeader } from '../components/site/site-header'
import { ToastHost } from '../components/ui/toast'
import { canonicalUrl, sharedHead } from '../lib/seo'
import { publicConfigQuery, sessionQueries } from '../server/auth/server-queries'
import appCss from '../styles/app.css?url'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }) => {
    const [config, session] = await Promise.all([
      context.queryClient.ensureQueryData(publicConfigQuery()),
      // An API that cannot say who this is shows the site signed out rather than failing; the
      // session query keeps its error, so the browser tries again and the auth machine sees it.
      context.queryClient.ensureQueryData(sessionQueries.current()).catch(() => null),
    ])
    return { siteUrl: config.siteUrl, session }
  },
  head: ({ matches }) => {
    const leaf = matches[matches.length - 1]
    const isErrorPage = matches.some(
      (match) =>
        match.status === 'error' ||
        match.status === 'notFound' ||
        match._notFound === true ||
        match.staticData?.errorPage === true,
    )
    const siteUrl = matches[0]?.context.siteUrl
    const shared =
      !isErrorPage && leaf && siteUrl
        ? sharedHead(
            siteUrl,
            canonicalUrl(
              siteUrl,
              leaf.pathname,
              leaf.search as Record<string, unknown>,
              leaf.staticData?.canonicalSearch,
            ),
          )
        : undefined
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#0b5f59' },
        ...(shared?.meta ?? []),
      ],
      links: [
        { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...(shared?.links ?? []),
      ],
    }
  },
  component: RootComponent,
  errorComponent: DefaultErrorPage,
  notFoundComponent: NotFoundPage,
  shellComponent: RootDocument,
})

function RootComponent() {
  return <Outlet />
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={LOCALE.language}>
      <head>
        <HeadContent />
        <ConsentHeadScript />
      </head>
      <body>
        <a className="skip-link" href="#konten">
          Langsung ke konten
        </a>
        <ConsentAndTags />
        <FlowsProvider>
          <div className="app">
            <SiteHeader />
            <main id="konten" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
          </div>
          <ConsultModalHost />
        </FlowsProvider>
        <ToastHost />
        <PageviewTracker />
        <AppReady />
        <ErrorReporting />
        <Scripts />
      </body>
    </html>
  )
}
