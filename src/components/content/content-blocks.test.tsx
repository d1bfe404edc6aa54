import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ContentBlock } from '../../../contract/content/schemas'
import { ContentBlocks } from './content-blocks'

const picture = { src: '/images/content/a.svg', alt: 'Ilustrasi kulit', width: 1200, height: 800 }

const blocks: ContentBlock[] = [
  {
    layout: 'TEXT_ONLY',
    id: 'pengantar',
    title: 'Apa itu jerawat?',
    body: ['Jerawat muncul saat pori tersumbat.', 'Hampir semua orang pernah mengalaminya.'],
    bullets: ['Komedo', 'Papula'],
  },
  { layout: 'IMAGE_ONLY', id: 'gambar', image: picture, caption: 'Pori yang tersumbat' },
  {
    layout: 'TEXT_IMAGE',
    id: 'perawatan',
    title: 'Cara merawatnya',
    body: ['Cuci muka dua kali sehari.'],
    image: { ...picture, alt: 'Mencuci muka' },
    imagePosition: 'left',
  },
]

describe('ContentBlocks', () => {
  it('renders each of the three layouts as the editors composed them', () => {
    const { container } = render(<ContentBlocks blocks={blocks} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Apa itu jerawat?' })).toBeVisible()
    expect(screen.getByText('Hampir semua orang pernah mengalaminya.')).toBeVisible()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Komedo',
      'Papula',
    ])
    expect(screen.getByRole('img', { name: 'Ilustrasi kulit' })).toHaveAttribute('width', '1200')
    expect(screen.getByText('Pori yang tersumbat').tagName).toBe('FIGCAPTION')
    expect(screen.getByRole('heading', { name: 'Cara merawatnya' })).toBeVisible()
    expect(screen.getByRole('img', { name: 'Mencuci muka' })).toHaveAttribute('loading', 'lazy')
    expect(container.querySelector('#perawatan')).toHaveClass('content-block--image-left')
  })

  it('starts headings at the level asked', () => {
    render(<ContentBlocks blocks={blocks} headingLevel={3} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Apa itu jerawat?' })).toBeVisible()
  })
})
