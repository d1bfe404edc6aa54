import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import type { Address } from '../../../contract/addresses/schemas'
import { formatIndonesianMobile } from '../../../contract/auth/phone'
import { AddressForm } from '../../components/addresses/address-form'
import { useSignInAgain } from '../../components/auth/use-sign-in-again'
import { Button } from '../../components/ui/button'
import { ButtonLink } from '../../components/ui/button-link'
import { Dialog } from '../../components/ui/dialog'
import { toast } from '../../components/ui/toast'
import { draftFrom } from '../../lib/addresses/address-draft'
import { privateText } from '../../lib/error-reports/replay-privacy'
import { memberDisplayName } from '../../lib/members/member-name'
import { formatDateOfBirth, GENDER_LABELS } from '../../lib/profile/profile-format'
import { pageHead } from '../../lib/seo'
import { saveAddress } from '../../server/addresses/addresses.functions'
import { sessionQueries } from '../../server/auth/server-queries'
import { addressQueries } from '../../server/members/server-queries'

/** The address form to open again: `baru` for a new one, or the id of the one being edited. */
const NEW_ADDRESS = 'baru'
const AccountSearch = v.object({
  alamat: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,80}$/))), undefined),
})

export const Route = createFileRoute('/_member/akun')({
  validateSearch: AccountSearch,
  // The guard only redirects; the server functions check the session themselves.
  loader: ({ context }) => context.queryClient.ensureQueryData(addressQueries.list()),
  head: () =>
    pageHead({
      title: 'Akun Saya',
      description: 'Data diri dan alamat pengirimanmu di Diri.',
    }),
  component: AccountPage,
})

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; address: Address }

/** Which address form: the intent that reopens it after sign-in, and its draft's key. */
function formOf(editing: Editing) {
  return editing.mode === 'edit' ? editing.address.id : NEW_ADDRESS
}

function AccountPage() {
  const { session } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data: addresses } = useSuspenseQuery(addressQueries.list())
  const queryClient = useQueryClient()
  const save = useServerFn(saveAddress)
  const signInAgainIfEnded = useSignInAgain()
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' })
  const { user } = session

  // Back from signing in again with an address half-saved: its form opens once more (with the
  // draft it kept), and the intent leaves the URL so a reload or the back button does not reopen it.
  const reopen = search.alamat
  useEffect(() => {
    if (!reopen) return
    const address = addresses.find((candidate) => candidate.id === reopen)
    setEditing(address ? { mode: 'edit', address } : { mode: 'new' })
    void navigate({ search: {}, replace: true, resetScroll: false })
  }, [reopen, addresses, navigate])

  async function submit(input: Parameters<typeof save>[0]['data']['address']) {
    const id = editing.mode === 'edit' ? editing.address.id : undefined
    let result: Awaited<ReturnType<typeof save>>
    try {
      result = await save({ data: { id, address: input } })
    } catch (error) {
      if (await signInAgainIfEnded(error, { params: { alamat: formOf(editing) } })) {
        // Not saved: the form keeps its draft for the way back.
        return { message: 'Sesimu sudah berakhir. Alamat belum tersimpan.', fieldErrors: {} }
      }
      throw error
    }
    if (!result.ok) return { message: result.message, fieldErrors: result.fieldErrors }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: addressQueries.list().queryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueries.current().queryKey }),
    ])
    setEditing({ mode: 'closed' })
    toast.show({ title: id ? 'Alamat diperbarui.' : 'Alamat ditambahkan.', tone: 'success' })
    return undefined
  }

  return (
    <div className="container page">
      <h1>Akun Saya</h1>
      <section className="card account-card" aria-labelledby="judul-data-diri">
        <div className="section-header">
          <h2 id="judul-data-diri">Data diri</h2>
          <ButtonLink to="/akun/profil" variant="secondary" size="small">
            Ubah profil
          </ButtonLink>
        </div>
        <dl className="details">
          <div>
            <dt>Nama</dt>
            <dd {...privateText}>{memberDisplayName(session)}</dd>
          </div>
          <div>
            <dt>Tanggal lahir</dt>
            <dd {...privateText}>
              {user.dateOfBirth ? formatDateOfBirth(user.dateOfBirth) : 'Belum diisi'}
            </dd>
          </div>
          <div>
            <dt>Jenis kelamin</dt>
            <dd {...privateText}>{user.gender ? GENDER_LABELS[user.gender] : 'Belum diisi'}</dd>
          </div>
          <div>
            <dt>Nomor HP</dt>
            <dd {...privateText}>{formatIndonesianMobile(user.intlMobileNumber)}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{session.email ?? 'Belum diisi'}</dd>
          </div>
          <div>
            <dt>Kode referral</dt>
            <dd>{user.referralCode}</dd>
          </div>
        </dl>
      </section>

      <section className="card account-card account-orders" aria-labelledby="judul-pesanan">
        <div className="section-header">
          <h2 id="judul-pesanan">Pesanan</h2>
          <ButtonLink to="/akun/pesanan" variant="secondary" size="small">
            Pesanan saya
          </ButtonLink>
        </div>
        <p className="muted">
          Lihat pesananmu, status pembayarannya, dan lanjutkan yang belum dibayar.
        </p>
        <ButtonLink to="/akun/booking" variant="link">
          Booking perawatan saya ›
        </ButtonLink>
        <ButtonLink to="/akun/konsultasi" variant="link">
          Konsultasi saya ›
        </ButtonLink>
      </section>

      <section className="card account-card" aria-labelledby="judul-privasi">
        <h2 id="judul-privasi">Privasi</h2>
        <p className="muted">
          Lihat dan ubah izin cookie analitik dan pemasaran di perangkat ini, atau tarik kembali
          izinmu.
        </p>
        <ButtonLink to="/pengaturan-cookie" variant="link">
          Pengaturan cookie ›
        </ButtonLink>
      </section>

      <section className="account-section" aria-labelledby="judul-alamat">
        <div className="section-header">
          <h2 id="judul-alamat">Alamat pengiriman</h2>
          <Button variant="secondary" size="small" onPress={() => setEditing({ mode: 'new' })}>
            Tambah Alamat
          </Button>
        </div>
        {addresses.length === 0 ? (
          <div className="card empty-state">
            <p>
              <strong>Belum ada alamat.</strong>
            </p>
            <p className="muted">Tambahkan alamat supaya pesananmu bisa kami kirim.</p>
            <Button onPress={() => setEditing({ mode: 'new' })}>Tambah Alamat</Button>
          </div>
        ) : (
          <ul className="address-list" {...privateText}>
            {addresses.map((address) => (
              <li key={address.id} className="card address-card">
                <div className="address-card__top">
                  <strong>{address.label ?? address.recipientName}</strong>
                  {address.isPrimary ? <span className="badge">Utama</span> : null}
                </div>
                <p>
                  {address.recipientName} · {formatIndonesianMobile(address.phone)}
                </p>
                <p className="muted">
                  {address.street}, {address.suburb.name}, {address.city.name},{' '}
                  {address.province.name} {address.postalCode.code}
                </p>
                {address.note ? <p className="muted">Catatan: {address.note}</p> : null}
                <Button
                  variant="ghost"
                  size="small"
                  onPress={() => setEditing({ mode: 'edit', address })}
                  aria-label={`Ubah alamat ${address.label ?? address.recipientName}`}
                >
                  Ubah
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog
        title={editing.mode === 'edit' ? 'Ubah alamat' : 'Tambah alamat'}
        isOpen={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        isDismissable={false}
      >
        {editing.mode === 'closed' ? null : (
          <AddressForm
            key={formOf(editing)}
            draftKey={`alamat:${formOf(editing)}`}
            initial={
              editing.mode === 'edit'
                ? draftFrom(editing.address)
                : draftFrom(undefined, {
                    recipientName: user.fullName ?? '',
                    phone: formatIndonesianMobile(user.intlMobileNumber),
                  })
            }
            submitLabel="Simpan Alamat"
            onSubmit={submit}
            onCancel={() => setEditing({ mode: 'closed' })}
          />
        )}
      </Dialog>
    </div>
  )
}
