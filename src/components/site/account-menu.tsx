import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { Button } from 'react-aria-components/Button'
import {
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components/Menu'
import { formatIndonesianMobile } from '../../../contract/auth/phone'
import type { CurrentUser } from '../../../contract/auth/schemas'
import { privateText } from '../../lib/error-reports/replay-privacy'
import { memberDisplayName, memberInitials } from '../../lib/members/member-name'
import { signOut } from '../../server/auth/auth.functions'
import { sessionQueries } from '../../server/auth/server-queries'
import { toast } from '../ui/toast-queue'

export default function AccountMenu({ session }: { session: CurrentUser }) {
  const name = memberDisplayName(session)
  const initials = memberInitials(session)
  const queryClient = useQueryClient()
  const router = useRouter()
  const callSignOut = useServerFn(signOut)

  async function handleSignOut() {
    // The session query is the one source: the auth machine hears this and clears analytics.
    const sessionKey = sessionQueries.current().queryKey
    const member = queryClient.getQueryData(sessionKey)
    // The member's page goes first (the bell's live stream, the member's own queries), so nothing
    // of theirs is still asking the server when the session ends there.
    queryClient.setQueryData(sessionKey, null)
    try {
      await callSignOut()
    } catch {
      queryClient.setQueryData(sessionKey, member)
      toast.show({
        title: 'Gagal keluar',
        description: 'Periksa koneksi internetmu, lalu coba lagi.',
        tone: 'error',
      })
      return
    }
    void import('../../lib/booking/offline-pass').then((offline) => offline.forgetBookingPasses())
    queryClient.removeQueries({
      predicate: (query) =>
        query.queryKey[0] !== 'public-config' && query.queryKey[0] !== 'session',
    })
    await router.invalidate()
    await router.navigate({ to: '/' })
    toast.show({ title: 'Kamu sudah keluar.', tone: 'success' })
  }

  return (
    <MenuTrigger>
      {/* The name is spoken as it is shown ("Menu akun" before it), so voice control finds the
          button by the words on it. */}
      <Button className="account-button">
        <span className="visually-hidden">Menu akun </span>
        <span className="avatar" aria-hidden="true">
          {initials ?? <PersonGlyph />}
        </span>
        <span className="account-button__name" {...privateText}>
          {name}
        </span>
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu
          className="menu"
          onAction={(key) => {
            if (key === 'akun') void router.navigate({ to: '/akun' })
            if (key === 'pesanan') void router.navigate({ to: '/akun/pesanan' })
            if (key === 'konsultasi') void router.navigate({ to: '/akun/konsultasi' })
            if (key === 'dokter') void router.navigate({ to: '/dokter' })
            if (key === 'keluar') void handleSignOut()
          }}
        >
          <MenuSection>
            <Header className="menu__header">
              <strong {...privateText}>{name}</strong>
              <div className="muted" {...privateText}>
                {formatIndonesianMobile(session.user.intlMobileNumber)}
              </div>
            </Header>
            <MenuItem id="akun" className="menu__item">
              Akun Saya
            </MenuItem>
            <MenuItem id="pesanan" className="menu__item">
              Pesanan saya
            </MenuItem>
            <MenuItem id="konsultasi" className="menu__item">
              Konsultasi saya
            </MenuItem>
            {/* Here rather than in the header bar: this menu loads only once someone is signed
                in, so the console's link costs other visitors' first load nothing (ADR 009). */}
            {session.user.role === 'doctor' ? (
              <MenuItem id="dokter" className="menu__item">
                Konsol Dokter
              </MenuItem>
            ) : null}
            <MenuItem id="keluar" className="menu__item">
              Keluar
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}

/** The avatar of a member who has given no name yet: a person's outline, not a made-up letter. */
function PersonGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
    </svg>
  )
}
