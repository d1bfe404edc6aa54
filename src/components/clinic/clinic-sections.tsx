import type { ReactNode } from 'react'
import type { BeforeAfter } from '../../../contract/clinic/schemas'
import type { FaqItem, Step } from '../../../contract/content/schemas'
import { FaqList } from '../content/faq-list'
import { Image } from '../ui/image'

/** A titled section of a clinic page, its heading the section's accessible name. */
export function ClinicSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section className={`section ${className ?? ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <p className="muted prose">{intro}</p> : null}
      {children}
    </section>
  )
}

/** What happens, in order: numbered steps. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className={steps.length === 4 ? 'steps clinic-steps--four' : 'steps'}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p className="muted">{step.body}</p>
        </li>
      ))}
    </ol>
  )
}

/** Before and after, side by side, each labelled in words (not only by position). */
export function BeforeAfterList({ pairs }: { pairs: BeforeAfter[] }) {
  return (
    <ul className="two-up before-after-list">
      {pairs.map((pair) => (
        <li key={pair.id} className="card before-after">
          <div className="before-after__pair">
            <figure>
              <Image
                image={pair.before}
                sizes="(min-width: 1024px) 260px, 50vw"
                maxDisplayWidth={280}
              />
              <figcaption>Sebelum</figcaption>
            </figure>
            <figure>
              <Image
                image={pair.after}
                sizes="(min-width: 1024px) 260px, 50vw"
                maxDisplayWidth={280}
              />
              <figcaption>Sesudah</figcaption>
            </figure>
          </div>
          <p className="small muted">{pair.caption}</p>
        </li>
      ))}
    </ul>
  )
}

export function BeforeAfterSection({ pairs }: { pairs: BeforeAfter[] }) {
  if (pairs.length === 0) return null
  return (
    <ClinicSection id="judul-hasil" title="Sebelum dan sesudah">
      <BeforeAfterList pairs={pairs} />
      <p className="small muted prose">
        Hasil tiap orang berbeda, tergantung kondisi kulit dan perawatan di rumah.
      </p>
    </ClinicSection>
  )
}

export function FaqSection({
  items,
  title = 'Pertanyaan umum',
}: {
  items: FaqItem[]
  title?: string
}) {
  if (items.length === 0) return null
  return (
    <ClinicSection id="judul-faq" title={title}>
      <FaqList items={items} />
    </ClinicSection>
  )
}
