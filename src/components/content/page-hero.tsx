import type { ReactNode } from 'react'
import type { Hero } from '../../../contract/content/schemas'
import { buttonClass } from '../ui/button-style'
import { Image } from '../ui/image'

/** The top of a content page: its h1, a lead, the main image (loaded first) and actions. */
export function PageHero({ hero, actions }: { hero: Hero; actions?: ReactNode }) {
  return (
    <section className="container hero content-hero" aria-labelledby="judul-halaman">
      <div>
        {hero.eyebrow ? <span className="hero__eyebrow">{hero.eyebrow}</span> : null}
        <h1 id="judul-halaman" className="hero__title">
          {hero.title}
        </h1>
        <p className="hero__lead">{hero.subtitle}</p>
        {actions || hero.cta ? (
          <div className="hero__actions">
            {actions ??
              (hero.cta ? (
                <a className={buttonClass({})} href={hero.cta.href}>
                  {hero.cta.label}
                </a>
              ) : null)}
          </div>
        ) : null}
      </div>
      {hero.image ? (
        <Image
          image={hero.image}
          className="content-hero__image"
          sizes="(min-width: 900px) 480px, 100vw"
          maxDisplayWidth={480}
          priority
        />
      ) : null}
    </section>
  )
}
