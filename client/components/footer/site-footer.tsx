import { useEffect } from 'react';
import { brand } from '../../../content/brand.ts';
import {
  businessMakerFooterColumns,
  FOOTER_RETURN_DELAY_MS,
  footerColumns,
  footerTexts,
  type FooterColumn,
} from '../../../content/chrome/footer.ts';
import { useAppStore } from '../../store/store-provider.tsx';
import { MenuLink } from '../header/menu-link.tsx';
import { PhoneLink } from '../phone-link.tsx';
import { SocialIcons } from './social-icons.tsx';
import { prefersReducedMotion } from '../reduced-motion.ts';

const RETURN_KEY = 'footer-return';

/**
 * Spec 4 "Footer column": on a phone (below 768 px) each column starts collapsed and its header toggles it; from
 * 768 px every column shows its links under a plain heading (decision 103). The phone's header is the summary of a
 * native disclosure (decision 274): it opens without a script, and the browser owns its state. The list follows the
 * disclosure rather than sitting in it, so the desktop's plain heading and open list need no second copy: CSS hides
 * the list while the disclosure before it is closed, and decides which heading shows.
 */
function Column({ column }: { column: FooterColumn }) {
  return (
    <div className="footer-col">
      <details className="footer-col__toggle">
        <summary>
          <h2 className="footer-col__title">{column.title}</h2>
        </summary>
      </details>
      <h2 className="footer-col__label">{column.title}</h2>
      <ul className="footer-col__links">
        {column.links.map((l) => (
          <li key={l.label}>
            <MenuLink item={l} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Spec 2.4: following an external footer link and coming back scrolls smoothly to the footer after about 1 s.
 * The mark lives in sessionStorage for this tab and this path only; it is read after hydration.
 */
function useFooterReturn(footerId: string) {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || !document.getElementById(footerId)?.contains(a) || a.origin === location.origin) return;
      try {
        sessionStorage.setItem(RETURN_KEY, location.pathname);
      } catch {
        // storage disabled: the scroll-back is a nicety
      }
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const maybeReturn = () => {
      let mark: string | null = null;
      try {
        mark = sessionStorage.getItem(RETURN_KEY);
        sessionStorage.removeItem(RETURN_KEY);
      } catch {
        return;
      }
      if (mark !== location.pathname) return;
      timer = setTimeout(() => {
        document
          .getElementById(footerId)
          ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      }, FOOTER_RETURN_DELAY_MS);
    };
    const onShow = (e: PageTransitionEvent) => e.persisted && maybeReturn();
    maybeReturn();
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', onShow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onShow);
    };
  }, [footerId]);
}

/** The site footer (spec 2.4): four collapsible columns, the call 24/7 line, social icons, terms. */
export function SiteFooter({ pathname }: { pathname: string }) {
  const bib = useAppStore((s) => s.clientView.footer.bibView);
  useFooterReturn('footer');
  const columns = bib ? businessMakerFooterColumns : footerColumns;
  return (
    <footer className={`site-footer${bib ? ' site-footer--bib' : ''}`} id="footer">
      <div className="container">
        <nav aria-label={footerTexts.navLabel} className="site-footer__columns">
          {columns.map((c) => (
            <Column key={c.title} column={c} />
          ))}
        </nav>
        <div className="site-footer__bottom">
          <p className="site-footer__call">
            {footerTexts.callLine}:{' '}
            {bib ? (
              <PhoneLink pathname={pathname} phone={brand.businessMakerPhone} />
            ) : (
              <PhoneLink pathname={pathname} />
            )}
          </p>
          <SocialIcons label={footerTexts.social} />
          <p className="site-footer__legal">
            © {brand.legalName} · <a href={footerTexts.terms.link}>{footerTexts.terms.label}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
