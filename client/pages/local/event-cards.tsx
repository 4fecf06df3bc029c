import type { EventCard } from '../../../content/pages/local.ts';
import { NO_EVENTS_MESSAGE } from '../../../content/pages/local.ts';

const art: Record<EventCard['image'], string> = {
  calendar: 'M8 14h32v26H8zM8 20h32M16 10v8M32 10v8',
  store: 'M8 20l4-10h24l4 10M10 20v20h28V20M20 40V30h8v10',
  megaphone: 'M10 20h8l16-8v24l-16-8h-8zM18 28l3 10',
};

/** spec 3 "Event card"; spec 8: "No event data available." when there are none. */
export function EventCards({ events }: { events: readonly EventCard[] }) {
  if (events.length === 0) return <p className="empty-note">{NO_EVENTS_MESSAGE}</p>;
  return (
    <ul className="card-grid">
      {events.map((e) => (
        <li key={e.heading} className="card">
          <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="card__art">
            <path
              d={art[e.image]}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </svg>
          <h3>{e.heading}</h3>
          <p>{e.content}</p>
        </li>
      ))}
    </ul>
  );
}
