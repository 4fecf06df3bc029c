import { socialLinks } from '../../../content/chrome/social.ts';

/**
 * Spec 2.4 social icons. The glyphs are CSS masks in chrome.css (decision 032): fixed 24 px boxes, no JavaScript
 * cost on every page, no network; each link is named by its aria-label.
 */
export function SocialIcons({ label }: { label: string }) {
  return (
    <ul className="social" aria-label={label}>
      {socialLinks.map((s) => (
        <li key={s.key}>
          <a href={s.href} className="social__link" aria-label={s.label}>
            <span className={`social__icon social__icon--${s.key}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
