import type { EventCard } from '../../../content/pages/local.ts';
import { NO_EVENTS_MESSAGE } from '../../../content/pages/local.ts';
import { IconTile } from '../../components/sections/icon.tsx';

/** spec 3 "Event card"; spec 8: "No event data available." when there are none. */
export function EventCards({ events }: { events: readonly EventCard[] }) {
  if (events.length === 0) return <p className="empty-note">{NO_EVENTS_MESSAGE}</p>;
  return (
    <ul className="card-grid">
      {events.map((e) => (
        <li key={e.heading} className="card">
          <IconTile name={e.image} />
          <h3>{e.heading}</h3>
          <p>{e.content}</p>
        </li>
      ))}
    </ul>
  );
}
