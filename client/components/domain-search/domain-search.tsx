import { useEffect, useState, type FormEvent } from 'react';
import {
  DOMAIN_SEARCH_BUTTON,
  DOMAIN_SEARCH_PATH,
  DOMAIN_SEARCH_SAMPLE_NAME,
  domainSearchRatePlan,
  suggestedExtension,
} from '../../../content/domain-search.ts';
import { useAppData } from '../../app/data-context.tsx';
import { useAppStore } from '../../store/store-provider.tsx';
import { DOMAIN_SEARCH_MAX, domainSearchHref, normalizeDomainQuery, TYPE_INTERVAL_MS, typedFrame } from './rules.ts';
import { prefersReducedMotion } from '../reduced-motion.ts';

interface DomainSearchProps {
  /** id of the input (unique on the page). */
  id: string;
  /** Accessible name of the input. */
  label: string;
  /** Pages scoped to one extension: a bare name gets it, and the hint shows it. */
  tld?: string;
  /** Home only: the hint types the extensions letter by letter (spec 2.5, 4). */
  animate?: boolean;
}

// Step of typedFrame where ".com" is fully typed: the server HTML shows it, so the animation continues from it.
const STATIC_STEP = 4;

/**
 * The domain search box (spec 5): blank or whitespace does nothing, the first space is removed, max 63; a search
 * sends the window to domain checkout with d, pd, p and _ga (spec 7); without JavaScript the server route
 * DOMAIN_SEARCH_PATH builds the same link (decision 221).
 */
export function DomainSearch({ id, label, tld, animate }: DomainSearchProps) {
  const { config } = useAppData();
  const promo = useAppStore((s) => s.promotion);
  const [value, setValue] = useState('');
  const typed = useTypedExtension(!!animate);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // A bare name takes the extension the box shows (decision 265).
    const domain = normalizeDomainQuery(value, suggestedExtension(tld));
    if (domain === null) return;
    // _ga: the analytics linker the visitor arrived with, carried across to the checkout site (decision 060).
    const ga = new URLSearchParams(window.location.search).get('_ga');
    // pd follows the searched extension (decision 221), or the suggested one's for an extension not sold.
    const pd = domainSearchRatePlan(domain, tld);
    window.location.assign(domainSearchHref(config.checkoutUrl, domain, { pd, promo, ga }));
  };

  return (
    // Before or without JavaScript the form goes to the server, which redirects to the same checkout link.
    <form
      className="domain-search"
      role="search"
      aria-label={label}
      action={DOMAIN_SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      noValidate
    >
      {tld ? <input type="hidden" name="tld" value={tld} /> : null}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="domain-search__field">
        <input
          id={id}
          type="text"
          name="domain"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={DOMAIN_SEARCH_MAX}
          aria-required="true"
          placeholder=" "
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <span className="domain-search__hint" aria-hidden="true">
          {DOMAIN_SEARCH_SAMPLE_NAME}.<span className="domain-search__typed">{tld ?? typed}</span>
          {/* The same markup on every page: the caret shows only where the hint types. */}
          <span className="domain-search__caret" hidden={!animate} />
        </span>
      </div>
      <button type="submit" className="button button--primary domain-search__button">
        {DOMAIN_SEARCH_BUTTON}
      </button>
    </form>
  );
}

/** The typed extension: "com" in the server HTML and under reduced motion, animated after hydration otherwise. */
function useTypedExtension(animate: boolean): string {
  const [step, setStep] = useState(STATIC_STEP);
  useEffect(() => {
    if (!animate || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setStep((s) => s + 1), TYPE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [animate]);
  return typedFrame(step).text;
}
