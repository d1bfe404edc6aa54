import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { DoctorErrorPage } from '../components/doctor/doctor-only-page'
import { doctorQueries } from '../server/doctor.queries'
import { SignInRequiredError } from '../server/sign-in-required-error'

/**
 * The doctor's console. The guard sends a visitor to sign in and back; who is a doctor is the
 * server functions' to decide (`doctorMiddleware` asks the API), and a member who is not one gets
 * the 403 page from the refusal they throw. Member pages, so never cached (page-cache.server.ts).
 */
export const Route = createFileRoute('/dokter')({
  beforeLoad: async ({ context, location }) => {
    const toSignIn = () => redirect({ to: '/masuk', search: { redirect: location.href } })
    if (!context.session) throw toSignIn()
    try {
      return { doctor: await context.queryClient.ensureQueryData(doctorQueries.me()) }
    } catch (error) {
      if (error instanceof SignInRequiredError) throw toSignIn()
      throw error
    }
  },
  errorComponent: DoctorErrorPage,
  component: Outlet,
})
