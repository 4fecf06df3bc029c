// What the enterprise form's date-time choices offer (decision 142): weekdays from tomorrow, counted in the time zone
// the visitor chose, up to BOOKING_DAYS_AHEAD days ahead, at 30-minute slots from 9:00 AM to 4:30 PM (calls end by
// 5 PM). The endpoint's rules are spec 5's alone (not in the past, minutes 00 or 30): this is the form's offer.
// Days are the browser's Dates of those wall-calendar days, as the date field shows them.

/** The slots of a day: minutes of the day, every 30 from 9:00 to 16:30. */
export const CHOICE_TIMES = { step: 30, first: 9 * 60, last: 16 * 60 + 30 } as const;
/** How far ahead a call can be booked. */
export const BOOKING_DAYS_AHEAD = 90;

/** Today's date in an IANA zone (the browser's own without one), as a local Date at midnight. */
export function todayIn(zone: string | undefined, now: Date = new Date()): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return new Date(y, m - 1, d);
}

const isWeekday = (d: Date) => d.getDay() !== 0 && d.getDay() !== 6;
const plusDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The first and last bookable days (local midnights) seen from `today`. */
export function bookableWindow(today: Date): { first: Date; last: Date } {
  let first = plusDays(today, 1);
  while (!isWeekday(first)) first = plusDays(first, 1);
  return { first, last: plusDays(today, BOOKING_DAYS_AHEAD) };
}

/** Whether a day (any time of it) is bookable in a window. */
export function isBookable(day: Date, window: { first: Date; last: Date }): boolean {
  const midnight = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  return isWeekday(midnight) && midnight >= window.first && midnight <= window.last;
}

const WALL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A choice's wall-clock value "yyyy-MM-ddTHH:mm" as the local Date the field shows (null for '' or other text). */
export function wallDate(value: string): Date | null {
  const m = WALL_RE.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  return new Date(y, mo - 1, d, h, mi);
}
