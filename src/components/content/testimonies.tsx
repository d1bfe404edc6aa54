import type { QueryClient } from '@tanstack/react-query'
import { PAGE_SIZE } from '../../../app.config'
import type {
  BeforeAfterTestimony,
  Testimony,
  TestimonyList,
  VideoTestimony,
} from '../../../contract/content/schemas'
import { formatDate } from '../../../contract/indonesian-format'
import { contentQueries } from '../../server/content/queries'
import { Image } from '../ui/image'

export const testimonyListQueries = (conditionSlug: string | undefined) => ({
  beforeAfter: contentQueries.testimonies({
    type: 'before_after',
    limit: PAGE_SIZE.beforeAfterTestimonies,
    conditionSlug,
  }),
  video: contentQueries.testimonies({
    type: 'video',
    limit: PAGE_SIZE.videoTestimonies,
    conditionSlug,
  }),
})

/**
 * The testimony page and its two lists. The page itself must load; each list is null when its
 * call failed (spec §8: testimony calls swallow failures), and the page hides that section.
 */
export async function loadTestimonies(queryClient: QueryClient, conditionSlug?: string) {
  const lists = testimonyListQueries(conditionSlug)
  const [page, beforeAfter, video] = await Promise.all([
    queryClient.ensureQueryData(contentQueries.testimonyPage()),
    queryClient.ensureQueryData(lists.beforeAfter),
    queryClient.ensureQueryData(lists.video),
  ])
  return { page, beforeAfter, video }
}

function Who({ testimony }: { testimony: Testimony }) {
  return (
    <p className="testimony__who">
      <strong>{testimony.name}</strong>
      {testimony.age ? `, ${testimony.age} tahun` : ''} · {testimony.city} ·{' '}
      <span className="badge">{testimony.condition.name}</span>
    </p>
  )
}

function BeforeAfterCard({ testimony }: { testimony: BeforeAfterTestimony }) {
  return (
    <li className="card testimony">
      <div className="testimony__pair">
        <figure>
          <Image
            image={testimony.before}
            sizes="(min-width: 768px) 240px, 45vw"
            maxDisplayWidth={320}
          />
          <figcaption>Sebelum</figcaption>
        </figure>
        <figure>
          <Image
            image={testimony.after}
            sizes="(min-width: 768px) 240px, 45vw"
            maxDisplayWidth={320}
          />
          <figcaption>Sesudah {testimony.durationWeeks} minggu</figcaption>
        </figure>
      </div>
      <blockquote className="testimony__quote">“{testimony.quote}”</blockquote>
      <Who testimony={testimony} />
      {testimony.story.map((paragraph) => (
        <p key={paragraph} className="muted">
          {paragraph}
        </p>
      ))}
    </li>
  )
}

function VideoCard({ testimony }: { testimony: VideoTestimony }) {
  const minutes = Math.floor(testimony.durationSeconds / 60)
  const seconds = String(testimony.durationSeconds % 60).padStart(2, '0')
  return (
    <li className="card testimony">
      <Image
        image={testimony.poster}
        sizes="(min-width: 768px) 320px, 100vw"
        maxDisplayWidth={390}
      />
      <blockquote className="testimony__quote">“{testimony.quote}”</blockquote>
      <Who testimony={testimony} />
      <p className="muted">
        Video {minutes}:{seconds} ·{' '}
        <time dateTime={testimony.publishedAt}>{formatDate(testimony.publishedAt)}</time>
      </p>
      <details>
        <summary>Baca transkrip</summary>
        {testimony.transcript.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </details>
    </li>
  )
}

/** One list of testimonies; nothing at all when its call failed (null). */
export function TestimonySection({
  title,
  id,
  list,
}: {
  title: string
  id: string
  list: TestimonyList | null
}) {
  if (list === null) return null
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {list.data.length === 0 ? (
        <p className="muted">Belum ada cerita untuk pilihan ini. Coba kondisi lain.</p>
      ) : (
        <ul className="content-grid">
          {list.data.map((testimony) =>
            testimony.type === 'before_after' ? (
              <BeforeAfterCard key={testimony.id} testimony={testimony} />
            ) : (
              <VideoCard key={testimony.id} testimony={testimony} />
            ),
          )}
        </ul>
      )}
    </section>
  )
}
