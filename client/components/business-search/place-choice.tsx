import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { placeFields, type Place } from '../../../shared/place.ts';
import { storePlace } from './use-stored-place.ts';

/**
 * A business chosen, taken to the funnel's next step: a form that posts the business (name and address, never its
 * phone) to that step, so its name and address never travel in an address, with or without JavaScript
 * (decision 278). With the script the press keeps the business as a pick from the suggestions is kept and moves on
 * in the page.
 */
export function PlaceChoice({
  place,
  to,
  className,
  label,
  children,
}: {
  place: Place;
  /** The next step's address: its path and the funnel's query (pd, direct, p), nothing of the business. */
  to: string;
  className?: string;
  /** The button's accessible name, when its text alone does not name the business. */
  label?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <form
      method="post"
      action={to}
      className="place-choice"
      onSubmit={(e) => {
        e.preventDefault();
        storePlace(place);
        navigate(to);
      }}
    >
      {placeFields(place).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
