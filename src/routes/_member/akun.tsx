import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import type { Address } from '../../api/addresses/schemas'
import { formatIndonesianMobile } from '../../api/auth/phone'
import { draftFrom } from '../../components/address-draft'
import { AddressForm } from '../../components/address-form'
import { memberDisplayName } from '../../components/member-name'
import { pageHead } from '../../components/seo'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { toast } from '../../components/ui/toast'
import { saveAddress } from '../../server/addresses.functions'
import { addressQueries } from '../../server/member.queries'
import { sessionQueries } from '../../server/session.queries'

export const Route = createFileRoute('/_member/akun')({
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

function AccountPage() {
  const { session } = Route.useRouteContext()
  const { data: addresses } = useSuspenseQuery(addressQueries.list())
  const queryClient = useQueryClient()
  const save = useServerFn(saveAddress)
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' })
  const { user } = session

  async function submit(input: Parameters<typeof save>[0]['data']['address']) {
    const id = editing.mode === 'edit' ? editing.address.id : undefined
    const result = await save({ data: { id, address: input } })
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
        <h2 id="judul-data-diri">Data diri</h2>
        <dl className="details">
          <div>
            <dt>Nama</dt>
            <dd>{memberDisplayName(session)}</dd>
          </div>
          <div>
            <dt>Nomor HP</dt>
            <dd>{formatIndonesianMobile(user.intlMobileNumber)}</dd>
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
          <ul className="address-list">
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
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
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
