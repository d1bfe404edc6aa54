import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { breadcrumbData, JsonLd } from './json-ld'

describe('JsonLd', () => {
  it('writes schema.org data that no text can break out of', () => {
    const { container } = render(
      <JsonLd
        data={{ '@type': 'Article', headline: 'Jerawat </script><script>alert(1)</script>' }}
      />,
    )
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(script?.innerHTML).not.toContain('</script>')
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Jerawat </script><script>alert(1)</script>',
    })
  })

  it('numbers breadcrumbs with absolute addresses', () => {
    expect(
      breadcrumbData('https://diri.id', [
        { name: 'Beranda', path: '/' },
        { name: 'Artikel', path: '/artikel' },
      ]).itemListElement[1],
    ).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Artikel',
      item: 'https://diri.id/artikel',
    })
  })
})
