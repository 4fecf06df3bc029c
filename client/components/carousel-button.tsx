import { Icon } from './sections/icon.tsx';

/**
 * The one control of every carousel (decision 307): a round outlined button with a line icon, named by its label.
 * `atEnd` marks an arrow that cannot step further: it stays focusable and says so (decision 252).
 */
export function CarouselButton({
  icon,
  label,
  onClick,
  atEnd,
}: {
  icon: 'chevron-left' | 'chevron-right' | 'pause' | 'play';
  label: string;
  onClick: () => void;
  atEnd?: boolean;
}) {
  return (
    <button type="button" className="carousel-button" aria-label={label} aria-disabled={atEnd} onClick={onClick}>
      <Icon name={icon} size={24} />
    </button>
  );
}
