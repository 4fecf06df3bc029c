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

/**
 * The one treatment of an icon that leads a card, a tile or a list item (decision 334): the line icon in a soft
 * square tile. A section on a dark band sets --tile-bg and --tile-fg; the container places it, never restyles it.
 */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="icon-tile">
      <Icon name={name} />
    </span>
  );
}

export type { IconName };
