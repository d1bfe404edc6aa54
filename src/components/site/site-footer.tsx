import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LEGAL_LINKS, MAIN_LINKS, MORE_LINKS } from '../../lib/site-links'
import { sessionQueries } from '../../server/auth/server-queries'

export function SiteFooter() {
  const { data: session } = useQuery(sessionQueries.current())
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div>
            <p className="site-footer__title">Diri</p>
            <p>
              Konsultasi dokter lewat chat, perawatan kulit yang tepat, dan klinik yang dekat
              denganmu.
            </p>
          </div>
          <nav aria-label="Tautan footer">
            <p className="site-footer__title">Jelajahi</p>
            <ul>
              {[...MAIN_LINKS, ...MORE_LINKS].map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li>
                <Link to="/product">Toko</Link>
              </li>
              <li>
                {session ? <Link to="/akun">Akun Saya</Link> : <Link to="/masuk">Masuk</Link>}
              </li>
            </ul>
          </nav>
          <div>
            <p className="site-footer__title">Bantuan</p>
            <p>Senin–Minggu, 08.00–21.00 WIB</p>
            <ul>
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li>
                <Link to="/pengaturan-cookie">Pengaturan cookie</Link>
              </li>
            </ul>
          </div>
        </div>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} Diri. Hak cipta dilindungi.
        </p>
      </div>
    </footer>
  )
}
