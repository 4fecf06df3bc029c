import type { FaqItem } from '../../../shared/content-types.ts';
import { FaqAccordion } from '../faq-accordion.tsx';

/** The FAQ of the kit: the accordion of spec 2.4 (title "Frequently Asked Questions"), set in two columns on desktop. */
export function Faq({ items, id, title }: { items: readonly FaqItem[]; id?: string; title?: string }) {
  return (
    <div className="sk-faq">
      <FaqAccordion items={items} id={id} title={title} />
    </div>
  );
}
