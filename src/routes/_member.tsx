import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

/**
 * The member pages (account, notifications, cart, questionnaire, chat): a layout without a path
 * of its own. Its guard only redirects a visitor to sign in and back; the server functions these
 * pages call check the session themselves (their middleware), and the API checks ownership.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => {
    if (!context.session) throw redirect({ to: '/masuk', search: { redirect: location.href } })
    return { session: context.session }
  },
  component: Outlet,
})
