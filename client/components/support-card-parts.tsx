import { supportTexts as t } from '../../content/chrome/support-texts.ts';
import { customerCareTexts as care } from '../../content/chrome/customer-care-texts.ts';
import { brand } from '../../content/brand.ts';
import { helpArticles, type HelpArticle } from '../../content/chrome/help-articles.ts';
import { useEffect, useRef } from 'react';
import { PhoneLink } from './phone-link.tsx';

/**
 * The people who answer the phone (decision 254), drawn by scripts/people.ts; the size is the drawing's viewBox at
 * 62 px high.
 */
const supportTeam = { src: '/people/support.svg', width: 150, height: 62 } as const;

/** A Help center article's or a Resource Center post's address. */
const articleHref = (a: HelpArticle) =>
  a.kind === 'help' ? `${brand.external.helpCenter}/${a.slug}` : `${brand.external.resourceCenter}/blog/${a.slug}`;

/** Who answers and when: the faces, the heading, the one number and the two teams' hours. */
function SupportMain({ pathname }: { pathname: string }) {
  return (
    <>
      {/* The people who answer the phone; below the fold on every page that shows the card. */}
      <img className="support-card__people" {...supportTeam} alt="" loading="lazy" />
      <h2 id="support-title">{t.heading}</h2>
      <p className="support-card__text">{t.text}</p>
      <p className="support-card__call">
        {t.callText} <PhoneLink pathname={pathname} />
      </p>
      <dl className="support-card__teams" aria-label={t.teamsLabel}>
        {t.teams.map((team) => (
          <div key={team.name}>
            <dt>
              {team.name}: <span>{team.hours}</span>
            </dt>
            <dd>{team.text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Spec 7: the articles that answer this page's questions, then the Help center and the Resource Center. */
function SupportLinks({ articles }: { articles: readonly HelpArticle[] }) {
  return (
    <nav className="support-card__links" aria-label={t.linksLabel}>
      {articles.length > 0 ? (
        <>
          <h3>{t.articlesHeading}</h3>
          <ul>
            {articles.map((a) => (
              <li key={a.slug}>
                <a href={articleHref(a)}>{a.title}</a>
                <span className="support-card__source">{a.kind === 'help' ? t.helpCenter : t.resourceCenter}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="support-card__roots">
        <a className="button button--secondary" href={brand.external.helpCenter}>
          {t.helpCenter}
        </a>
        <a className="button button--secondary" href={brand.external.resourceCenter}>
          {t.resourceCenter}
        </a>
      </p>
    </nav>
  );
}

/** The two variants of the customer-care element (customer-care.tsx picks one by the clock). */
function CareVariants({ consultationHref = care.consultation.link }: { consultationHref?: string }) {
  return (
    <div id="customer-care" className="customer-care" role="group" aria-busy="true" data-mode="pending">
      <div className="customer-care__variant customer-care__variant--care">
        <h3 id="customer-care-care" className="customer-care__heading">
          {care.care.heading}
        </h3>
        <p>{care.care.text}</p>
      </div>
      <div className="customer-care__variant customer-care__variant--consultation">
        <h3 id="customer-care-consultation" className="customer-care__heading">
          {care.consultation.heading}
        </h3>
        <p>{care.consultation.text}</p>
        <a className="button button--primary customer-care__action" href={consultationHref}>
          {care.consultation.linkText}
        </a>
      </div>
    </div>
  );
}

export interface SupportPartsProps {
  pathname: string;
  consultationHref?: string;
  /** Starts the customer-care clock on the element under a node (customer-care.tsx); passed in, so this chunk
   * and the card's share no third one. */
  watch: (root: ParentNode) => () => void;
}

/**
 * The support card's inside, rendered by the server and, after a client navigation, by the browser; on a page load
 * the browser keeps the server's HTML and never loads this module (support-card.tsx).
 */
export default function SupportParts({ pathname, consultationHref, watch }: SupportPartsProps) {
  const side = useRef<HTMLDivElement>(null);
  useEffect(() => (side.current ? watch(side.current) : undefined), [watch]);
  return (
    <>
      <div className="support-card__main">
        <SupportMain pathname={pathname} />
      </div>
      <div className="support-card__side" ref={side}>
        <CareVariants consultationHref={consultationHref} />
        <SupportLinks articles={helpArticles[pathname] ?? []} />
      </div>
    </>
  );
}
