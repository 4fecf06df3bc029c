import sprite from './icons.svg';
import type { IconName } from './icon-names.ts';

/**
 * A line icon from the kit's sprite (icons.svg, one hashed file cached for good): decorative, so hidden from
 * assistive technology; the text beside it says what it means. Sized in CSS (`.sk-icon`), 24 x 24 by default.
 */
export function Icon({
  name,
  size = 24,
  className = 'sk-icon',
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export type { IconName };
