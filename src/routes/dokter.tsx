import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { DoctorErrorPage } from '../components/doctor/doctor-only-page'
import { signInAgainRedirect } from '../server/auth/sign-in-again'
import { SignInRequiredError } from '../server/auth/sign-in-required-error'
import { doctorQueries } from '../server/doctor/server-queries'

/**
 * The doctor's console. The guard sends a visitor to sign in and back, as `_member` does; who is
 * a doctor is the server functions' to decide (`doctorMiddleware` asks the API), and a member who
 * is not one gets the 403 page from the refusal they throw. That check is the loader's, not the
 * guard's: a guard is part of every page's first-load chunk (ADR 009), a loader is split off with
 * the console. Member pages, so never cached (page-cache.server.ts).
 */
export const Route = createFileRoute('/dokter')({
  beforeLoad: ({ context, location }) => {
    if (!context.session) throw redirect({ to: '/masuk', search: { redirect: location.href } })
  },
  loader: async ({ context, location }) => {
    try {
      await context.queryClient.ensureQueryData(doctorQueries.me())
    } catch (error) {
      // The session ended on the way (the API's 401): sign in again and come back.
      if (error instanceof SignInRequiredError) {
        throw signInAgainRedirect(context.queryClient, location.href)
      }
      throw error
    }
  },
  errorComponent: DoctorErrorPage,
  component: Outlet,
})
