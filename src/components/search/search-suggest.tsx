import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import type { SearchHit } from '../../../contract/search/schemas'
import { KIND_LABELS } from '../../lib/search/search-kinds'
import { pickSuggestions, SUGGESTIONS_PER_GROUP } from '../../lib/search/suggestions'
import { searchQueries } from '../../server/search/queries'
import { MarkedText } from './marked-text'

/** Quiet time after the last key before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200
/** Fewer letters than this suggest nothing: one letter matches half the catalogue. */
const MIN_LETTERS = 2

/**
 * The header's suggestions, following the ARIA combobox pattern (list autocomplete, the focus
 * staying in the box): loaded on the box's first focus, so no page's first load carries it.
 *
 * The header draws the plain GET form to /cari; this part takes over its existing input (the
 * same element, so the focus, the caret and what was typed while this loaded stay put), gives it
 * the combobox's attributes, and draws the list under it. Enter on a suggestion opens it; Enter
 * with none active submits the form, which the app then handles as a navigation to /cari.
 */
export default function SearchSuggest({ form }: { form: HTMLFormElement }) {
  const input = form.elements.namedItem('q')
  if (!(input instanceof HTMLInputElement)) {
    throw new Error('SearchSuggest needs a form with an <input name="q">')
  }
  const listId = useId()
  const navigate = useNavigate()
  const [typed, setTyped] = useState(() => input.value.trim())
  const [term, setTerm] = useState(typed)
  const [open, setOpen] = useState(() => document.activeElement === input)
  const [active, setActive] = useState(-1)

  const enabled = term.length >= MIN_LETTERS
  const query = useQuery({
    ...searchQueries.results({ q: term, limit: SUGGESTIONS_PER_GROUP }),
    enabled,
    // The last list stays while the next one loads, so it does not flicker with every key.
    placeholderData: keepPreviousData,
  })
  const groups = enabled && query.data ? pickSuggestions(query.data.groups) : []
  const hits = groups.flatMap((group) => group.hits)
  const showing = open && typed.length >= MIN_LETTERS
  const expanded = showing && hits.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed), SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])

  // The box's combobox attributes: set here since the header renders the plain input.
  useEffect(() => {
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    input.setAttribute('aria-controls', listId)
    input.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', optionId(active))
    else input.removeAttribute('aria-activedescendant')
  })

  const openHit = (hit: SearchHit) => {
    setOpen(false)
    setActive(-1)
    void navigate({ href: hit.href })
  }

  // The newest state for the DOM listeners below, which are added once.
  const latest = useRef({ expanded, active, hits, openHit })
  latest.current = { expanded, active, hits, openHit }

  useEffect(() => {
    const onInput = () => {
      setTyped(input.value.trim())
      setOpen(true)
      setActive(-1)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const { expanded, active, hits, openHit } = latest.current
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        setOpen(true)
        if (!expanded) return
        const step = event.key === 'ArrowDown' ? 1 : -1
        // Past either end the focus goes back to the box (-1), then round again.
        const next = active + step
        setActive(next >= hits.length ? -1 : next < -1 ? hits.length - 1 : next)
      } else if (event.key === 'Enter') {
        const hit = expanded && active >= 0 ? hits[active] : undefined
        if (hit) {
          event.preventDefault()
          openHit(hit)
        }
      } else if (event.key === 'Escape' && expanded) {
        // Closes the list and keeps the words (a search box's Escape would clear them).
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
    const onFocus = () => setOpen(true)
    const onBlur = () => {
      setOpen(false)
      setActive(-1)
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
      const q = input.value.trim()
      void navigate({ to: '/cari', search: { q: q || undefined } })
    }
    input.addEventListener('input', onInput)
    input.addEventListener('keydown', onKeyDown)
    input.addEventListener('focus', onFocus)
    input.addEventListener('blur', onBlur)
    form.addEventListener('submit', onSubmit)
    return () => {
      input.removeEventListener('input', onInput)
      input.removeEventListener('keydown', onKeyDown)
      input.removeEventListener('focus', onFocus)
      input.removeEventListener('blur', onBlur)
      form.removeEventListener('submit', onSubmit)
    }
  }, [input, form, navigate])

  let status = ''
  if (showing) {
    if (query.isError) status = 'Saran belum bisa dimuat. Tekan Enter untuk melihat semua hasil.'
    else if (!query.data || typed !== term || query.isPlaceholderData) status = 'Mencari…'
    else if (hits.length === 0)
      status = `Belum ada saran untuk "${term}". Tekan Enter untuk mencari.`
    else status = `${hits.length} saran. Pilih dengan panah atas dan bawah.`
  }

  let index = -1
  return (
    <>
      {/* Always in the page, so that screen readers hear each change of it. */}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div className="search-suggest" hidden={!showing}>
        {expanded ? null : (
          <p className="search-suggest__status" aria-hidden="true">
            {status}
          </p>
        )}
        <div id={listId} role="listbox" aria-label="Saran pencarian" hidden={!expanded}>
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group
            <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
              <div
                role="presentation"
                id={`${listId}-${group.kind}`}
                className="search-suggest__group"
              >
                {KIND_LABELS[group.kind]}
              </div>
              {group.hits.map((hit) => {
                index += 1
                const position = index
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the box (aria-activedescendant)
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the box's own keys pick an option
                  <div
                    key={`${hit.kind}-${hit.id}`}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    className="search-suggest__option"
                    // The focus stays in the box while the pointer picks.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openHit(hit)}
                  >
                    <MarkedText runs={hit.title} />
                  </div>
                )
              })}
            </div>
          ))}
        </div>
      </div>
    </>
  )
}
