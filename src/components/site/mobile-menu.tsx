import { Link } from '@tanstack/react-router'
import { LEGAL_LINKS, MAIN_LINKS, MORE_LINKS } from '../../lib/site-links'
import { Dialog } from '../ui/dialog'

/**
 * The menu on phones: a modal dialog (React Aria: focus kept inside, Escape closes, focus back on
 * the button). Loaded on the first tap, so it costs nothing on the first load.
 */
export default function MobileMenu({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const close = () => onOpenChange(false)
  return (
    <Dialog title="Menu" isOpen={isOpen} onOpenChange={onOpenChange}>
      <nav aria-label="Menu utama" className="mobile-menu">
        <ul>
          {[...MAIN_LINKS, ...MORE_LINKS].map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} activeOptions={{ exact: link.to === '/' }}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/product" onClick={close}>
              Toko
            </Link>
          </li>
        </ul>
        <ul className="mobile-menu__legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  )
}
