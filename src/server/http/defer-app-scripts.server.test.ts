import { describe, expect, test } from 'vitest'
import { deferAppScripts, newRewriteState, rewriteHtml } from './defer-app-scripts.server'

// The shape Start writes: preloads in the head, the entry at the end of the body.
const PAGE = [
  '<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/assets/app.css" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/katalog-B.js" fetchPriority="low" nonce="n0nce=="/>',
  '<title>Katalog Produk | Diri</title></head><body><main><h1>Katalog</h1></main>',
  '<script nonce="n0nce==">(self.$R=self.$R||{})["tsr"]=[];</script>',
  '<script type="module" async="" src="/assets/index-A.js" nonce="n0nce=="></script>',
  '<script nonce="n0nce==">document.currentScript.remove();</script></body></html>',
].join('')

function rewriteWhole(html: string) {
  return rewriteHtml(html, newRewriteState())
}

async function rewriteInChunks(html: string, size: number) {
  const bytes = new TextEncoder().encode(html)
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size))
      controller.close()
    },
  })
  const response = deferAppScripts(
    new Response(body, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '1' },
    }),
  )
  return { response, text: await response.text() }
}

describe('the page first, the app after load', () => {
  test('the entry becomes a loader with its nonce, the entry and the other preloads', () => {
    const html = rewriteWhole(PAGE)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain(
      '<script nonce="n0nce==" data-entry="/assets/index-A.js" data-preload="/assets/katalog-B.js">',
    )
    expect(html).toContain("addEventListener('load',loaded,{once:true})")
    // It starts once the main images have painted, or on the first tap or key (ADR 007, revised).
    expect(html).toContain("querySelectorAll('img[fetchpriority=high]')")
    expect(html).toContain("['pointerdown','keydown']")
    // The entry is asked for before the route chunks: hydration waits for it most.
    expect(html).toContain("preload(d.entry);(d.preload||'').split(' ')")
    // Everything else stays where it was.
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.svg"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"')
    expect(html).toContain('(self.$R=self.$R||{})["tsr"]=[];')
    expect(html.indexOf('data-entry')).toBeLessThan(html.indexOf('document.currentScript.remove'))
  })

  test('the entry is read from `src`, not from an attribute that ends in it', () => {
    const html = rewriteWhole(
      '<body><script type="module" data-src="/other.js" src="/assets/index-A.js"></script></body>',
    )
    expect(html).toContain('data-entry="/assets/index-A.js"')
  })

  test('a page without the entry tag passes through as it came', () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>Halo</p></body></html>'
    expect(rewriteWhole(html)).toBe(html)
  })

  test('a preload link after the entry stays, since nothing else would load it', () => {
    const late = `${PAGE}<link rel="modulepreload" href="/assets/late-C.js"/>`
    expect(rewriteWhole(late)).toContain('<link rel="modulepreload" href="/assets/late-C.js"/>')
  })

  test.each([1, 7, 64, 300])('streamed in %i-byte chunks, the result is the same', async (size) => {
    const { response, text } = await rewriteInChunks(PAGE, size)
    expect(text).toBe(rewriteWhole(PAGE))
    // The length changed, so the original one must not be sent.
    expect(response.headers.get('content-length')).toBeNull()
  })

  test('answers other than HTML are not touched', async () => {
    const json = new Response('{"a":"<script type=\\"module\\"></script>"}', {
      headers: { 'content-type': 'application/json' },
    })
    expect(deferAppScripts(json)).toBe(json)
  })
})
