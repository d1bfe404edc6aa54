import type { FaqItem } from '../../../contract/content/schemas'

/** Questions that open in place: native disclosure, no script needed, readable by crawlers. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="faq-item">
          <summary>{item.question}</summary>
          <div className="faq-item__answer">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
