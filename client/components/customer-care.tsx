import { pacificSecondsOfDay } from '../../shared/pacific-time.ts';

export type CareMode = 'care' | 'consultation';

/** Spec 4: 06:00:00 to 17:00:00 Pacific shows customer care; 17:00:01 to 05:59:59 shows consultation. */
export function customerCareMode(date: Date): CareMode {
  const s = pacificSecondsOfDay(date);
  return s >= 6 * 3600 && s <= 17 * 3600 ? 'care' : 'consultation';
}

/** Milliseconds from `date` until the mode next changes (06:00:00 or 17:00:01 Pacific), at least one second. */
export function msUntilNextChange(date: Date): number {
  const s = pacificSecondsOfDay(date);
  const edges = [6 * 3600, 17 * 3600 + 1, 24 * 3600 + 6 * 3600];
  const next = edges.find((e) => e > s)!;
  return Math.max(1000, (next - s) * 1000 - date.getMilliseconds());
}

/** A page shows at most one support card, so one id names its customer-care element (support-card-parts.tsx). */
const CARE_ID = 'customer-care';

/**
 * The customer-care element by Pacific time (spec 4), decision 130, a part of the support card. The HTML is cached
 * and shared, so the choice is made in the browser: both variants are in the HTML, stacked in one grid cell (the box
 * is as tall as the taller one from the first paint), and CSS shows the one named by `data-mode`. Nothing moves when
 * it is chosen, and it switches by itself at 06:00:00 and 17:00:01 Pacific. The card's markup is kept as the server
 * rendered it (support-card.tsx), so this sets the element's attributes itself and sends "Request a consultation"
 * to the page's own action when it has one. Returns the clean-up.
 */
export function watchCareClock(root: ParentNode, action: { current?: () => void }): () => void {
  const el = root.querySelector<HTMLElement>(`#${CARE_ID}`);
  if (!el) return () => {};
  let timer: ReturnType<typeof setTimeout>;
  const update = () => {
    const d = new Date();
    const mode = customerCareMode(d);
    el.dataset.mode = mode;
    el.setAttribute('aria-labelledby', `${CARE_ID}-${mode}`);
    el.removeAttribute('aria-busy');
    timer = setTimeout(update, msUntilNextChange(d));
  };
  const onClick = (e: MouseEvent) => {
    // A new tab or window keeps the link's own way.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (action.current && e.target instanceof Element && e.target.closest('.customer-care__action')) {
      e.preventDefault();
      action.current();
    }
  };
  update();
  el.addEventListener('click', onClick);
  return () => {
    clearTimeout(timer);
    el.removeEventListener('click', onClick);
  };
}
