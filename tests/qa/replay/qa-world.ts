/**
 * The real system a replayed path drives, as the models' actions and arrangements see it: one
 * browser context and its page, who that browser is signed in as, who the next sign-in for a
 * lookup should be (an arrangement picks the member whose data gives the answer), and the fault
 * switch. It also collects the browser's errors, so a step fails on one nobody expected, as the
 * hand-written specs do (tests/support/fixtures.ts).
 */
import type { BrowserContext, Page } from '@playwright/test'
import { accountButton, expect, headerNameFor, signIn, visit } from '../../support/fixtures'
import { memberCookie } from '../../support/member-cookie'

export interface QaMember {
  /** The number as a person types it: '0812-0000-0002'. */
  localPhone: string
  /** The name the header shows for them. */
  name: string
}

/** The header the API reads for the test-only fault switch (backend/http/fault-injection.ts). */
const FAULT_HEADER = 'x-diri-fault'

/** How many of the page's last calls a failed step names. */
const KEPT_CALLS = 20

export class QaWorld {
  /** Who the browser is signed in as, as far as the replay has made it so. */
  member: QaMember | null = null
  /** Who signs in when the path next needs a member (set by an arrangement). */
  nextMember: QaMember | null = null
  private readonly allowed: RegExp[] = []
  private readonly errors: string[] = []
  /** Every error the browser reported, allowed or not. */
  private readonly seen: string[] = []
  /** The page's last calls to the site (documents, server functions, streams), newest last. */
  private readonly calls: string[] = []

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly options: {
      baseUrl: string
      /** Headers every request carries (the test server's proxy hop, per path). */
      headers: Record<string, string>
    },
  ) {
    context.on('console', (message) => {
      if (message.type() !== 'error') return
      // The address names the request behind a 'Failed to load resource'.
      const { url } = message.location()
      this.report(`console.error: ${message.text()}${url ? ` (at ${url})` : ''}`)
    })
    context.on('response', (response) => {
      const request = response.request()
      const url = new URL(request.url())
      if (url.origin !== new URL(options.baseUrl).origin || url.pathname.startsWith('/assets/')) {
        return
      }
      this.calls.push(`${request.method()} ${url.pathname} → ${response.status()}`)
      if (this.calls.length > KEPT_CALLS) this.calls.shift()
    })
    context.on('weberror', (webError) => {
      this.report(`uncaught ${webError.error().name}: ${webError.error().message}`)
    })
  }

  /** The site the replay drives (for calls a model makes as the member, outside the page). */
  get baseUrl(): string {
    return this.options.baseUrl
  }

  private report(text: string) {
    this.errors.push(text)
    this.seen.push(text)
  }

  /** Opens `path` on the site and waits until the app is interactive. */
  async open(path: string) {
    await visit(this.page, path)
  }

  /** Signs in like a person, through /masuk with the test server's code, then opens `then`. */
  async signIn(member: QaMember, then: string) {
    await signIn(this.page, member.localPhone, { redirect: then, name: member.name })
    this.member = member
  }

  /**
   * The browser carries a session the member got earlier (through the API, as on another visit),
   * so the next page loads already signed in.
   */
  async comeBackAs(member: QaMember) {
    const cookie = await memberCookie(this.options.baseUrl, member.localPhone)
    const split = cookie.indexOf('=')
    await this.context.addCookies([
      { name: cookie.slice(0, split), value: cookie.slice(split + 1), url: this.options.baseUrl },
    ])
    this.member = member
  }

  /** Signs out from the header's account menu, as a person does. */
  async signOut() {
    const member = this.member
    if (!member) return
    await accountButton(this.page, member.name).click()
    await this.page.getByRole('menuitem', { name: 'Keluar' }).click()
    await expect(this.page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible()
    this.member = null
  }

  /** A number nobody has used: signing in with it makes a new member with no history. */
  newMember(): QaMember {
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
    const localPhone = `0813-${digits.slice(0, 4)}-${digits.slice(4)}`
    return { localPhone, name: headerNameFor(localPhone) }
  }

  /** From now on the API fails the named calls (only where the site allows the switch). */
  async failCalls(names: readonly string[]) {
    await this.context.setExtraHTTPHeaders({
      ...this.options.headers,
      ...(names.length > 0 ? { [FAULT_HEADER]: names.join(',') } : {}),
    })
  }

  /** Browser errors the arranged answer is known to cause (a failure the app reports). */
  allowBrowserErrors(...patterns: RegExp[]) {
    this.allowed.push(...patterns)
  }

  /** Waits until the browser has reported an error matching `pattern` (at most 10 s). */
  async waitForBrowserError(pattern: RegExp) {
    const deadline = Date.now() + 10_000
    while (!this.seen.some((text) => pattern.test(text))) {
      if (Date.now() > deadline) {
        throw new Error(`The browser reported no error matching ${pattern} within 10 s`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** The browser's errors since the last call, expected or not (said beside a failed step). */
  takeErrors(): string[] {
    return this.errors.splice(0)
  }

  /** The page's last calls to the site (said beside a failed step). */
  lastCalls(): string[] {
    return [...this.calls]
  }

  /** Throws on a browser error nobody expected since the last call. */
  takeUnexpectedErrors() {
    const unexpected = this.errors
      .splice(0)
      .filter((text) => !this.allowed.some((pattern) => pattern.test(text)))
    if (unexpected.length > 0) {
      throw new Error(`Errors in the browser nobody expected:\n${unexpected.join('\n')}`)
    }
  }
}
