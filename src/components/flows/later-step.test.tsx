import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { LaterStep } from './later-step'

const steps = {
  AddressStep: () => {
    const [chosen, setChosen] = useState(false)
    return (
      <section aria-labelledby="judul-langkah">
        <h2 id="judul-langkah">Kirim ke mana?</h2>
        <p>Jl. Medan Merdeka Barat No. 12</p>
        <button type="button" onClick={() => setChosen(true)}>
          {chosen ? 'Dipilih' : 'Pilih'}
        </button>
      </section>
    )
  },
}

function Page({ later, failed = false }: { later: typeof steps | null; failed?: boolean }) {
  return (
    <main>
      <LaterStep
        steps={later}
        failed={failed}
        pending={failed ? <p role="alert">Gagal dimuat.</p> : <p className="skeleton">Memuat…</p>}
      >
        {(loaded) => <loaded.AddressStep />}
      </LaterStep>
    </main>
  )
}

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

/** The server's HTML (the step's code loaded there), hydrated in a browser still without it. */
function hydrateWithoutTheCode(props: { failed?: boolean } = {}) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page later={steps} />)
  document.body.append(container)
  act(() => {
    root = hydrateRoot(container, <Page later={null} {...props} />)
  })
  return container
}

describe('LaterStep', () => {
  it("keeps the server's HTML of the step while its code is on its way, then the step takes over", async () => {
    const container = hydrateWithoutTheCode()
    expect(screen.getByRole('heading', { name: 'Kirim ke mana?' })).toBeInTheDocument()
    expect(screen.getByText('Jl. Medan Merdeka Barat No. 12')).toBeInTheDocument()
    expect(container.querySelector('.skeleton')).toBeNull()

    act(() => root?.render(<Page later={steps} />))
    expect(screen.getByRole('heading', { name: 'Kirim ke mana?' })).toBeInTheDocument()
    // The step is the app's now: it answers.
    act(() => screen.getByRole('button', { name: 'Pilih' }).click())
    expect(screen.getByRole('button', { name: 'Dipilih' })).toBeInTheDocument()
  })

  it('says the code failed to load instead of keeping a step that cannot answer', () => {
    hydrateWithoutTheCode()
    act(() => root?.render(<Page later={null} failed />))
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal dimuat.')
    expect(screen.queryByRole('heading', { name: 'Kirim ke mana?' })).toBeNull()
  })

  it('shows the pending view for a step mounted in the browser before its code is here', () => {
    const container = document.createElement('div')
    document.body.append(container)
    act(() => {
      root = createRoot(container)
      root.render(<Page later={null} />)
    })
    expect(container.querySelector('.skeleton')).toHaveTextContent('Memuat…')
  })
})
