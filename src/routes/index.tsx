import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { FLOW_ID, SITE_NAME } from '../../app.config'
import { ArticleGrid, ConditionCardView } from '../components/content/cards'
import { ContentBlocks } from '../components/content/content-blocks'
import { FaqList } from '../components/content/faq-list'
import { ConsultCta } from '../components/flows/consult-cta'
import { HeroArt } from '../components/site/hero-art'
import { JsonLd } from '../components/site/json-ld'
import { ButtonLink } from '../components/ui/button-link'
import { Image } from '../components/ui/image'
import { contentHead } from '../lib/content/content-head'
import { publicConfigQuery, sessionQueries } from '../server/auth/server-queries'
import { contentQueries } from '../server/content/queries'

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.landing()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: LandingPage,
})

function LandingPage() {
  const { data: session } = useQuery(sessionQueries.current())
  const { data: config } = useQuery(publicConfigQuery())
  const { data: page } = useSuspenseQuery(contentQueries.landing())
  const firstName = session?.user.firstName
  const { hero } = page

  return (
    <>
      <section className="container hero" aria-labelledby="judul-beranda">
        <div>
          {hero.eyebrow ? <span className="hero__eyebrow">{hero.eyebrow}</span> : null}
          <h1 id="judul-beranda" className="hero__title">
            {firstName ? `Halo, ${firstName}! ${hero.title}` : hero.title}
          </h1>
          <p className="hero__lead">{hero.subtitle}</p>
          <div className="hero__actions">
            <ConsultCta entry={{ flowId: FLOW_ID.complaint, type: 'landing', name: 'beranda' }} />
            {session ? (
              <ButtonLink to="/akun" variant="ghost">
                Akun Saya
              </ButtonLink>
            ) : (
              <ButtonLink to="/masuk" search={{ redirect: undefined }} variant="ghost">
                Masuk atau Daftar
              </ButtonLink>
            )}
          </div>
        </div>
        {hero.image ? (
          <Image
            image={hero.image}
            className="hero__art"
            sizes="(min-width: 900px) 480px, 100vw"
            maxDisplayWidth={480}
            priority
          />
        ) : (
          <HeroArt className="hero__art" />
        )}
      </section>

      {page.featuredConditions.length > 0 ? (
        <section className="container section" aria-labelledby="judul-keluhan">
          <div className="section-header">
            <h2 id="judul-keluhan">Keluhan yang sering kami bantu</h2>
            <Link to="/poliklinik">Semua poliklinik</Link>
          </div>
          <ul className="content-grid">
            {page.featuredConditions.map((condition) => (
              <ConditionCardView key={condition.id} condition={condition} />
            ))}
          </ul>
        </section>
      ) : null}

      {page.steps.length > 0 ? (
        <section className="container section" aria-labelledby="judul-cara">
          <h2 id="judul-cara">Cara kerjanya</h2>
          <ol className="steps">
            {page.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p className="muted">{step.body}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {page.blocks.length > 0 ? (
        <div className="container section">
          <ContentBlocks blocks={page.blocks} />
        </div>
      ) : null}

      {page.testimonials.length > 0 ? (
        <section className="container section" aria-labelledby="judul-testimoni">
          <div className="section-header">
            <h2 id="judul-testimoni">Cerita mereka</h2>
            <Link to="/testimoni">Semua testimoni</Link>
          </div>
          <ul className="content-grid">
            {page.testimonials.map((testimony) => (
              <li key={testimony.id} className="card testimony">
                <blockquote className="testimony__quote">“{testimony.quote}”</blockquote>
                <p className="testimony__who">
                  <strong>{testimony.name}</strong> · {testimony.city} ·{' '}
                  <span className="badge">{testimony.condition.name}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {page.latestArticles.length > 0 ? (
        <section className="container section" aria-labelledby="judul-artikel">
          <div className="section-header">
            <h2 id="judul-artikel">Artikel terbaru</h2>
            <Link to="/artikel">Semua artikel</Link>
          </div>
          <ArticleGrid articles={page.latestArticles} />
        </section>
      ) : null}

      {page.faq.length > 0 ? (
        <section className="container section" aria-labelledby="judul-faq">
          <div className="section-header">
            <h2 id="judul-faq">Pertanyaan yang sering ditanyakan</h2>
            <Link to="/faq">Semua FAQ</Link>
          </div>
          <FaqList items={page.faq} />
        </section>
      ) : null}

      {config ? (
        <JsonLd
          data={{
            '@type': 'Organization',
            name: SITE_NAME,
            url: `${config.siteUrl}/`,
            logo: `${config.siteUrl}/favicon.svg`,
            description: page.seo.description,
          }}
        />
      ) : null}
    </>
  )
}
