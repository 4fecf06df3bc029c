import { Link } from 'react-router-dom';
import type { PageMeta } from '../../shared/content-types.ts';
import { breadcrumbHomeLabel, breadcrumbNavLabel } from '../../content/chrome/shell-texts.ts';

/**
 * The visible trail of the page's BreadcrumbList (spec 2.4 breadcrumbs per listed path; Google Search Central asks
 * that structured breadcrumbs match what the visitor sees). The last item is the page itself.
 */
export function Breadcrumbs({ trail }: { trail: NonNullable<PageMeta['breadcrumbs']> }) {
  const items = [[breadcrumbHomeLabel, '/'] as const, ...trail];
  return (
    <nav className="breadcrumbs container" aria-label={breadcrumbNavLabel}>
      <ol>
        {items.map(([label, path], i) =>
          i === items.length - 1 ? (
            <li key={path} aria-current="page">
              {label}
            </li>
          ) : (
            <li key={path}>
              <Link to={path}>{label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
