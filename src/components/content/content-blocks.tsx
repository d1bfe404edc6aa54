import type { ContentBlock } from '../../../contract/content/schemas'
import { Image } from '../ui/image'

function Paragraphs({ body, bullets }: { body: string[]; bullets?: string[] }) {
  return (
    <>
      {body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {bullets && bullets.length > 0 ? (
        <ul className="content-block__bullets">
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

/**
 * A page body as the editors composed it: each block in its layout (spec §3): TEXT_ONLY,
 * IMAGE_ONLY, or TEXT_IMAGE with the picture left or right. Headings start at `level`.
 */
export function ContentBlocks({
  blocks,
  headingLevel = 2,
}: {
  blocks: ContentBlock[]
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="content-blocks">
      {blocks.map((block) => {
        switch (block.layout) {
          case 'TEXT_ONLY':
            return (
              <section key={block.id} id={block.id} className="content-block content-block--text">
                {block.title ? <Heading>{block.title}</Heading> : null}
                <Paragraphs body={block.body} bullets={block.bullets} />
              </section>
            )
          case 'IMAGE_ONLY':
            return (
              <figure key={block.id} id={block.id} className="content-block content-block--image">
                <Image
                  image={block.image}
                  sizes="(min-width: 1152px) 1088px, 100vw"
                  maxDisplayWidth={1088}
                />
                {block.caption ? <figcaption className="muted">{block.caption}</figcaption> : null}
              </figure>
            )
          case 'TEXT_IMAGE':
            return (
              <section
                key={block.id}
                id={block.id}
                className={`content-block content-block--text-image content-block--image-${block.imagePosition}`}
              >
                <div className="content-block__text">
                  {block.title ? <Heading>{block.title}</Heading> : null}
                  <Paragraphs body={block.body} bullets={block.bullets} />
                </div>
                <Image
                  image={block.image}
                  className="content-block__image"
                  sizes="(min-width: 900px) 480px, 100vw"
                  maxDisplayWidth={480}
                />
              </section>
            )
          default:
            return null
        }
      })}
    </div>
  )
}
