// True proof beside the products (VISUAL.md "Proof", decision 243): the 30-day guarantee badge and "works with" marks.
import { guaranteeBadge, type WorksWith as WorksWithData } from '../../content/proof.ts';
import { BRAND_MARKS, type BrandMarkId } from './brand-marks.data.ts';
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

/** Monochrome marks of third-party platforms or providers, each with its name: they say what works with what. */
export function WorksWith({ data }: { data: WorksWithData }) {
  const marks = data.marks.filter((m): m is BrandMarkId => Object.hasOwn(BRAND_MARKS, m));
  return (
    <div className="works-with">
      <p className="works-with__title">{data.title}</p>
      <ul>
        {marks.map((id) => (
          <li key={id}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={BRAND_MARKS[id].path} />
            </svg>
            {BRAND_MARKS[id].title}
          </li>
        ))}
      </ul>
    </div>
  );
}
