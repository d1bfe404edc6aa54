import { Link } from '@tanstack/react-router'
import type { SearchHit } from '../../../contract/search/schemas'
import { Image } from '../ui/image'
import { MarkedText } from './marked-text'

/** One group's hits on /cari: the title as the link, the matched words marked, a picture if any. */
export function SearchHitList({ hits, label }: { hits: SearchHit[]; label: string }) {
  return (
    <ul className="search-hits" aria-label={label}>
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="search-hit">
          {hit.image ? (
            // Beside the linked title, which names the thing already: decorative. Drawn at 64 px
            // square (cropped by CSS), through /_img like every project image.
            <Image
              image={{ src: hit.image.src, alt: '', width: 64, height: 64 }}
              sizes="64px"
              maxDisplayWidth={64}
            />
          ) : null}
          <div>
            <h3>
              <Link to={hit.href}>
                <MarkedText runs={hit.title} />
              </Link>
            </h3>
            {hit.snippet.length > 0 ? (
              <p>
                <MarkedText runs={hit.snippet} />
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
