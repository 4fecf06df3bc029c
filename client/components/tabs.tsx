import { useId, useRef, useState, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs (spec 2.5 "Tab component"; WAI-ARIA tabs pattern): the first tab is active, only its panel shows, arrow
 * keys move between tabs. Below 768 px the tab list becomes a select (CSS swaps them; both are in the HTML so the
 * server render is the same at every width). Every panel is in the server HTML; without scripts CSS shows them
 * all, each under its name (decision 250).
 */
export function Tabs({ items, label, initial }: { items: readonly TabItem[]; label: string; initial?: string }) {
  const [active, setActive] = useState(initial ?? items[0]?.key);
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (i: number) => {
    const item = items[(i + items.length) % items.length];
    setActive(item.key);
    tabRefs.current[(i + items.length) % items.length]?.focus();
  };
  return (
    <div className="tabs">
      <label className="tabs__select">
        <span className="visually-hidden">{label}</span>
        <select value={active} onChange={(e) => setActive(e.target.value)}>
          {items.map((t) => (
            <option key={t.key} value={t.key}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.key}`}
            aria-selected={t.key === active}
            aria-controls={`${base}-panel-${t.key}`}
            tabIndex={t.key === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(t.key)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') select(i + 1);
              else if (e.key === 'ArrowLeft') select(i - 1);
              else if (e.key === 'Home') select(0);
              else if (e.key === 'End') select(items.length - 1);
              else return;
              e.preventDefault();
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${base}-panel-${t.key}`}
          aria-labelledby={`${base}-tab-${t.key}`}
          hidden={t.key !== active}
          tabIndex={0}
          className="tabs__panel"
        >
          {/* Shown only without scripts, when every panel is listed (decision 250). */}
          <p className="tabs__panel-title">{t.label}</p>
          {t.content}
        </div>
      ))}
    </div>
  );
}
