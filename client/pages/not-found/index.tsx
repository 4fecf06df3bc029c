import { Link } from 'react-router-dom';
import { notFoundTexts, popularPages, type PopularIcon } from '../../../content/pages/not-found.ts';
import type { PageProps } from '../../app/page-contract.ts';
import { DomainSearch } from '../../components/domain-search/domain-search.tsx';
import { PhoneLink } from '../../components/phone-link.tsx';
import { Icon, IconTile, type IconName } from '../../components/sections/icon.tsx';

/** The head and opening of this page's routes, with its code: a client navigation needs no other table. */
export { meta } from '../../../content/pages/not-found.ts';

// The kit's sprite icons: a few bytes each, no icon components in the page's JavaScript.
const ICONS: Record<PopularIcon, IconName> = {
  globe: 'globe',
  server: 'server',
  wordpress: 'layout-template',
  builder: 'panels-top-left',
  mail: 'mail',
  store: 'store',
};

/**
 * Any unknown path (spec 2.1, HTTP 404): the page says so, then offers the domain search and the most visited
 * pages, so a mistyped address still leads somewhere useful.
 */
export default function NotFoundPage({ meta, pathname }: PageProps) {
  return (
    <>
      <section className="hero not-found__hero">
        <div className="container">
          <h1>{meta.h1}</h1>
          <p className="hero__lead">{meta.intro}</p>
          <h2 className="not-found__search-title">{notFoundTexts.searchTitle}</h2>
          <DomainSearch id="not-found-search" label={notFoundTexts.searchLabel} />
        </div>
      </section>
      <section className="not-found__popular" aria-labelledby="not-found-popular">
        <div className="container">
          <h2 id="not-found-popular">{notFoundTexts.popularTitle}</h2>
          <ul className="not-found__grid">
            {popularPages.map((p) => {
              return (
                <li key={p.href}>
                  <Link className="not-found__card" to={p.href}>
                    <IconTile name={ICONS[p.icon]} />
                    <span className="not-found__label">{p.label}</span>
                    <span className="not-found__text">{p.text}</span>
                    <Icon name="arrow-right" size={20} className="sk-icon not-found__arrow" />
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="not-found__more">
            <Link className="button button--primary" to="/">
              {notFoundTexts.homeLink}
            </Link>
          </p>
          <p className="not-found__help">
            {notFoundTexts.helpLine} <PhoneLink pathname={pathname} />.
          </p>
        </div>
      </section>
    </>
  );
}
