import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'
import { signInHref } from './sign-in-href'

/** The page the sign-in page sends the member back to. */
function returnPath(href: string) {
  const url = new URL(href, 'http://diri.invalid')
  expect(url.pathname).toBe('/masuk')
  return url.searchParams.get('redirect')
}

describe('signInHref', () => {
  it('returns to the same page with the intent added to what was already there', () => {
    const href = signInHref(
      { href: '/product/tabir-surya-spf50-gel?ulasan=2&bintang=5' },
      { params: { suka: 'r-17' }, hash: 'ulasan' },
    )
    expect(returnPath(href)).toBe(
      '/product/tabir-surya-spf50-gel?ulasan=2&bintang=5&suka=r-17#ulasan',
    )
  })

  it('replaces an intent of the same name rather than adding a second one', () => {
    const href = signInHref(
      { href: '/product/serum-niacinamide-10?tambah=old&qty=5' },
      { params: { tambah: 'serum-niacinamide-10', qty: '2' } },
    )
    expect(returnPath(href)).toBe('/product/serum-niacinamide-10?tambah=serum-niacinamide-10&qty=2')
  })

  it('lands at the top of the page unless the intent names a place', () => {
    const href = signInHref(
      { href: '/product/regimen/kulit-kering#langkah' },
      { params: { tambah: 'semua' } },
    )
    expect(returnPath(href)).toBe('/product/regimen/kulit-kering?tambah=semua')
  })

  it('is a path the sign-in page accepts as it is', () => {
    const back = returnPath(
      signInHref(
        { href: '/product/skin-quiz/kuis-kulit?regimenId=a b' },
        { params: { tambah: 'semua' } },
      ),
    )
    expect(safeRedirectPath(back)).toBe(back)
  })
})
