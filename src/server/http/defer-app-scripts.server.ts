/**
 * The page first, the app's JavaScript once the page has loaded (ADR 007).
 *
 * Start writes the entry as `<script type="module" async src>` plus a `<link rel="modulepreload">`
 * per chunk, so on a slow phone connection ~120 KiB of JavaScript shares the line with the
 * stylesheet, the font and the page's main image, and delays them. This rewrite of the streamed
 * HTML drops those preload links and puts a small loader in the entry's place: once the page has
 * painted its main images (or loaded), it adds the same preloads and imports the entry, which
 * hydrates the page as before. Until then the page is its server-rendered HTML, built to work as such: links navigate,
 * and the forms of 'Mulai Konsul' and the catalogue's filters submit as plain GET forms.
 *
 * It only rewrites what it recognises: an HTML page without the entry tag passes through as it
 * came. The loader keeps the entry's CSP nonce, and under `'strict-dynamic'` what it loads is
 * trusted.
 */

const PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const ENTRY_SCRIPT = /<script\b([^>]*\btype="module"[^>]*)><\/script>/

function attribute(attributes: string, name: string) {
  // Preceded by white space, so that `src` is not read out of a `data-src`.
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1]
}

function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * Runs where the entry tag was. It reads its own `data-` attributes, removes itself (so hydration
 * meets the DOM React rendered), and starts the app once, at the first of:
 * - the page's main images (`img[fetchpriority=high]`, what LCP paints) decoded and the first
 *   contentful paint reported, then two frames, so both are on screen before any script is asked
 *   for: the scripts never share the line with what the page paints first;
 * - the window's `load` event and the first contentful paint (`load` can come first when
 *   everything is fast), or a second after `load` where no paint is reported (a background tab);
 * - the visitor's first tap, click or key: they want the app now.
 * It asks for the entry first, then the page's route chunks: on HTTP/1.1 a browser opens six
 * connections to a host, and the entry, the largest, is the one hydration waits for.
 */
const LOADER = [
  '(function(s){var d=s.dataset,done=0;s.remove();',
  "function preload(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)}",
  'function go(){if(done++)return;preload(d.entry);',
  "(d.preload||'').split(' ').forEach(function(h){if(h)preload(h)});",
  'import(d.entry)}',
  'var painted=new Promise(function(r){try{var o=new PerformanceObserver(function(l){',
  "if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}});",
  "o.observe({type:'paint',buffered:true})}catch(e){}});",
  "Promise.all([].map.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){",
  'return i.decode().catch(function(){})})).then(function(){return painted}).then(function(){',
  'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})});',
  "['pointerdown','keydown'].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true})});",
  'function loaded(){setTimeout(go,1000);painted.then(function(){setTimeout(go)})}',
  "if(document.readyState==='complete')loaded();else addEventListener('load',loaded,{once:true})",
  '})(document.currentScript)',
].join('')

/** The loader tag for an entry and its preloads; `data-entry`/`data-preload` are read by `npm run size`. */
export function appLoaderTag(entry: string, preloads: string[], nonce: string | undefined) {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`
  return `<script${nonceAttribute} data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}">${LOADER}</script>`
}

/** What a page's rewrite has seen so far: the head comes before the entry tag. */
export interface RewriteState {
  preloads: string[]
  entryReplaced: boolean
}

export function newRewriteState(): RewriteState {
  return { preloads: [], entryReplaced: false }
}

/**
 * Rewrites one piece of HTML made of whole tags. Preload links are taken out only until the
 * entry is replaced; any later one (a streamed part) stays, as nothing would load it otherwise.
 */
export function rewriteHtml(html: string, state: RewriteState): string {
  if (state.entryReplaced) return html
  const withoutPreloads = html.replace(PRELOAD_LINK, (tag, offset: number) => {
    const href = attribute(tag, 'href')
    const entryAt = html.search(ENTRY_SCRIPT)
    if (!href || (entryAt !== -1 && offset > entryAt)) return tag
    state.preloads.push(href)
    return ''
  })
  return withoutPreloads.replace(ENTRY_SCRIPT, (tag, attributes: string) => {
    const src = attribute(attributes, 'src')
    if (!src) return tag
    state.entryReplaced = true
    return appLoaderTag(
      src,
      state.preloads.filter((href) => href !== src),
      attribute(attributes, 'nonce'),
    )
  })
}

/**
 * Where a chunk's text can be cut so that no tag, and no script element, is split: the rest waits
 * for the next chunk.
 */
function safeCut(text: string) {
  let cut = text.length
  const lastOpen = text.lastIndexOf('<')
  if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) cut = lastOpen
  const lastScript = text.lastIndexOf('<script')
  if (lastScript !== -1 && text.indexOf('</script>', lastScript) === -1)
    cut = Math.min(cut, lastScript)
  return cut
}

/**
 * A streaming version of `rewriteHtml`: a tag split across two chunks is held back until it is
 * whole, so every chunk still leaves as soon as it can.
 */
export function deferAppScripts(response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || !type.startsWith('text/html')) return response
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  const state = newRewriteState()
  let pending = ''
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = pending + decoder.decode(chunk, { stream: true })
        const cut = state.entryReplaced ? text.length : safeCut(text)
        pending = text.slice(cut)
        const ready = rewriteHtml(text.slice(0, cut), state)
        if (ready) controller.enqueue(encoder.encode(ready))
      },
      flush(controller) {
        const rest = rewriteHtml(pending + decoder.decode(), state)
        if (rest) controller.enqueue(encoder.encode(rest))
      },
    }),
  )
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
