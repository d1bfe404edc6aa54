import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { candidateWidths } from '../../lib/image-sources'
import { Image } from './image'

const photo = {
  src: '/images/content/foto.jpg',
  alt: 'Kulit wajah yang sehat',
  width: 1200,
  height: 800,
}

describe('Image', () => {
  it('offers every allowed width up to twice the drawn width, with width and height set', () => {
    render(<Image image={photo} maxDisplayWidth={600} sizes="(min-width: 768px) 600px, 100vw" />)
    const img = screen.getByRole('img', { name: 'Kulit wajah yang sehat' })
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '800')
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 600px, 100vw')
    const srcset = img.getAttribute('srcset') ?? ''
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '640w',
      '750w',
      '828w',
      '1080w',
      '1200w',
    ])
    expect(srcset).toContain('/_img?src=%2Fimages%2Fcontent%2Ffoto.jpg&w=640&q=75 640w')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).not.toHaveAttribute('fetchpriority')
  })

  it('gives an SVG one URL and no srcset: vector art is sharp at every width', () => {
    render(
      <Image
        image={{ ...photo, src: '/images/content/foto.svg' }}
        maxDisplayWidth={760}
        sizes="(min-width: 768px) 760px, 100vw"
      />,
    )
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('src', '/_img?src=%2Fimages%2Fcontent%2Ffoto.svg&w=640&q=75')
    expect(img).not.toHaveAttribute('srcset')
    expect(img).not.toHaveAttribute('sizes')
    expect(img).toHaveAttribute('width', '1200')
  })

  it('loads the main image at once with high priority', () => {
    render(<Image image={photo} priority />)
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('falls back to the placeholder once when the image fails, without a loop', () => {
    render(<Image image={photo} />)
    const img = screen.getByRole('img')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/images/placeholder.png')
    expect(img).not.toHaveAttribute('srcset')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/images/placeholder.png')
    expect(img).toHaveAttribute('width', '1200')
  })

  it('keeps all eight widths for a full-width hero, and the smallest for a thumbnail', () => {
    expect(candidateWidths(1920)).toHaveLength(8)
    expect(candidateWidths(120)).toEqual([640])
  })
})
