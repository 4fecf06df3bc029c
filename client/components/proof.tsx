// True proof beside the products (VISUAL.md "Proof", decision 243): the 30-day guarantee badge and "works with" marks.
import { guaranteeBadge } from '../../content/proof.ts';
import type { BrandMark } from './brand-marks.data.ts';
import { Icon } from './sections/icon.tsx';

/** Spec 5: beside the Web Hosting and WordPress price cards only. */
export function GuaranteeBadge({ product }: { product: 'hosting' | 'wordpress' }) {
  return (
    <p className="pricing-guarantee">
      <span className="guarantee-badge">
        <Icon name="badge-check" size={20} />
        {guaranteeBadge[product]}
        <span className="visually-hidden"> {guaranteeBadge.terms}</span>
      </span>
    </p>
  );
}

/**
 * Monochrome marks of third-party platforms or providers, each with its name: they say what works with what. The page
 * imports the marks it shows, so no page bundles the others.
 */
export function WorksWith({ title, marks }: { title: string; marks: readonly BrandMark[] }) {
  return (
    <div className="works-with">
      <p className="works-with__title">{title}</p>
      <ul>
        {marks.map((m) => (
          <li key={m.title}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={m.path} />
            </svg>
            {m.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
