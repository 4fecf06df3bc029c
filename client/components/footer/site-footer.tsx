import { useEffect, useId, useState } from 'react';
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
 * Spec 4 "Footer column": on a phone (below 768 px) each column starts collapsed and its header button toggles it;
 * from 768 px every column shows its links and the header is a plain heading (docs/decisions/103-footer-columns.md).
 * CSS decides which header shows and whether a collapsed list hides, so the server HTML is right at every width.
 */
function Column({ column }: { column: FooterColumn }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={`footer-col${open ? ' is-open' : ''}`}>
      <h2 className="footer-col__title">
        <button
          type="button"
          className="footer-col__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {column.title}
          <span className="footer-col__sign" aria-hidden="true">
            {open ? '\u2212' : '+'}
          </span>
        </button>
        <span className="footer-col__label">{column.title}</span>
      </h2>
      <ul id={id} className="footer-col__links">
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
