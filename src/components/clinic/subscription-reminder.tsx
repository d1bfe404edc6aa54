import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useCallback, useEffect, useRef } from 'react'
import type { SubscriptionPackage, SubscriptionPage } from '../../../contract/clinic/schemas'
import { formatDate } from '../../../contract/indonesian-format'
import { signInHref } from '../../lib/auth/sign-in-href'
import { sessionQueries } from '../../server/auth/server-queries'
import { remindMeOfSubscription } from '../../server/clinic/clinic.functions'
import { subscriptionQueries } from '../../server/clinic/server-queries'
import {
  SUBSCRIPTION_FORM_FIELD,
  SUBSCRIPTION_FORM_PATH,
} from '../../server/clinic/subscription-form'
import { useSignInAgain } from '../auth/use-sign-in-again'
import { buttonClass } from '../ui/button-style'
import { toast } from '../ui/toast'

/** The search param that asks the page to set a reminder: `/langganan?ingatkan=<packageId>`. */
const REMINDER_INTENT = 'ingatkan'

/** A package not yet on sale at `now`: it can be reminded of. */
export function opensLater(pkg: Pick<SubscriptionPackage, 'availableFrom'>, now = Date.now()) {
  return pkg.availableFrom !== null && new Date(pkg.availableFrom).getTime() > now
}

/** The page's packages with this one's reminder set, as the API now has it. */
export function withReminderSet(
  page: SubscriptionPage | undefined,
  packageId: string,
): SubscriptionPage | undefined {
  if (!page) return page
  return {
    ...page,
    packages: page.packages.map((pkg) =>
      pkg.id === packageId ? { ...pkg, reminderSet: true } : pkg,
    ),
  }
}

/**
 * 'Ingatkan saya'. A member sets the reminder at once; a visitor signs in first, with the intent
 * in the return address (`?ingatkan=<id>`), and back on the page the intent is finished once and
 * taken out of the URL (`clearIntent`). A member whose session has ended meanwhile takes the same
 * way back (`useSignInAgain`). The API keeps one reminder per member and package, so finishing
 * an intent for a package already reminded of changes nothing.
 */
export function useSubscriptionReminder({
  packages,
  intended,
  clearIntent,
}: {
  packages: SubscriptionPackage[]
  /** The package id of a pending intent (`?ingatkan=`), if any. */
  intended: string | undefined
  clearIntent: () => void
}) {
  const queryClient = useQueryClient()
  const remind = useServerFn(remindMeOfSubscription)
  const signInAgainIfEnded = useSignInAgain()
  const { data: session } = useQuery(sessionQueries.current())

  const reminding = useMutation({
    mutationFn: (pkg: Pick<SubscriptionPackage, 'id' | 'name' | 'availableFrom'>) =>
      remind({ data: { subscriptionPackageId: pkg.id } }),
    onSuccess: (result, pkg) => {
      if (!result.ok) {
        toast.show({
          title: 'Pengingat belum bisa dipasang',
          description: result.message,
          tone: 'error',
        })
        return
      }
      queryClient.setQueryData(subscriptionQueries.page(true).queryKey, (old) =>
        withReminderSet(old, pkg.id),
      )
      toast.show({
        title: 'Kami akan mengingatkanmu',
        description: pkg.availableFrom
          ? `${pkg.name} dibuka ${formatDate(pkg.availableFrom)}. Kami kabari lewat notifikasi.`
          : `Kami kabari lewat notifikasi saat ${pkg.name} dibuka.`,
        tone: 'success',
      })
    },
    onError: async (error, pkg) => {
      if (await signInAgainIfEnded(error, { params: { [REMINDER_INTENT]: pkg.id } })) return
      toast.show({
        title: 'Pengingat belum bisa dipasang',
        description: 'Periksa koneksimu lalu coba lagi.',
        tone: 'error',
      })
    },
  })
  const { mutateAsync } = reminding

  // Back from signing in (or from the link before the app started): set it once, clear the URL.
  const done = useRef(false)
  useEffect(() => {
    if (!intended || !session || done.current) return
    done.current = true
    const pkg = packages.find((item) => item.id === intended)
    if (!pkg) {
      clearIntent()
      return
    }
    void mutateAsync(pkg)
      .catch(() => undefined)
      .finally(clearIntent)
  }, [intended, session, packages, mutateAsync, clearIntent])

  const remindNow = useCallback(
    (pkg: SubscriptionPackage) => {
      if (!reminding.isPending) reminding.mutate(pkg)
    },
    [reminding],
  )

  return {
    remindNow,
    signedIn: Boolean(session),
    pendingId: reminding.isPending ? reminding.variables?.id : undefined,
  }
}

/**
 * The reminder's control on a package that opens later. It works before the app has started
 * (ADR 007): a visitor's is a link to sign in and back with the intent; a member's is a form posted
 * to `/langganan/ingatkan` (subscription-form.server.ts), which sets it and comes back. Once the
 * app runs, a member's press sets the reminder in place.
 */
export function ReminderControl({
  pkg,
  signedIn,
  pending,
  onRemind,
}: {
  pkg: SubscriptionPackage
  signedIn: boolean
  pending: boolean
  onRemind: (pkg: SubscriptionPackage) => void
}) {
  const location = useRouterState({ select: (state) => state.location })
  const navigate = useNavigate()
  if (pkg.reminderSet) {
    return (
      <p className="subscription-card__reminded" role="status">
        <span aria-hidden="true">✓ </span>Kami akan mengingatkanmu
      </p>
    )
  }
  const className = buttonClass({ variant: 'secondary', block: true })
  const label = `Ingatkan saya`
  const described = `Ingatkan saya saat ${pkg.name} dibuka`
  if (!signedIn) {
    const href = signInHref(location, { params: { [REMINDER_INTENT]: pkg.id } })
    return (
      <a
        className={className}
        href={href}
        aria-label={described}
        onClick={(event) => {
          event.preventDefault()
          void navigate({ href })
        }}
      >
        {label}
      </a>
    )
  }
  return (
    <form
      method="post"
      action={SUBSCRIPTION_FORM_PATH}
      onSubmit={(event) => {
        event.preventDefault()
        if (!pending) onRemind(pkg)
      }}
    >
      <input type="hidden" name={SUBSCRIPTION_FORM_FIELD} value={pkg.id} />
      <button
        type="submit"
        className={className}
        aria-label={described}
        aria-disabled={pending || undefined}
      >
        {pending ? 'Memasang pengingat…' : label}
      </button>
    </form>
  )
}
