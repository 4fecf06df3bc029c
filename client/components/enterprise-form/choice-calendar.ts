// The calendar arithmetic of the enterprise form's date-time choices (choice-picker.tsx): days as wall-calendar
// dates, the bookable window and the 30-minute slots of a day, and their labels.
import { calendarDays, calendarMonths } from '../../../content/enterprise.ts';

/** Business hours offered, in the visitor's chosen zone: slots start 9:00 AM ... 4:30 PM (calls end by 5 PM). */
export const SLOT_FIRST_MINUTE = 9 * 60;
export const SLOT_LAST_MINUTE = 16 * 60 + 30;
/** How far ahead a call can be booked. */
export const BOOKING_DAYS_AHEAD = 90;

export const MONTHS: readonly string[] = calendarMonths;
export const DAYS: readonly string[] = calendarDays;
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as yyyy-MM-dd (no time zone: a wall-calendar date). */
export type Ymd = string;
export const ymd = (y: number, m: number, d: number): Ymd => {
  const t = new Date(Date.UTC(y, m, d));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};
export const parts = (day: Ymd) => day.split('-').map(Number) as [number, number, number];
export const addDays = (day: Ymd, n: number): Ymd => {
  const [y, m, d] = parts(day);
  return ymd(y, m - 1, d + n);
};
export const weekday = (day: Ymd) => {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

/** Today's date in an IANA zone (the browser's own without one). */
export function todayIn(zone: string | undefined, now: Date = new Date()): Ymd {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** The bookable days: weekdays from tomorrow (in the chosen zone) up to BOOKING_DAYS_AHEAD days ahead. */
export function bookableRange(today: Ymd): { first: Ymd; last: Ymd } {
  let first = addDays(today, 1);
  while (weekday(first) === 0 || weekday(first) === 6) first = addDays(first, 1);
  return { first, last: addDays(today, BOOKING_DAYS_AHEAD) };
}

export function isBookable(day: Ymd, range: { first: Ymd; last: Ymd }): boolean {
  const wd = weekday(day);
  return wd !== 0 && wd !== 6 && day >= range.first && day <= range.last;
}

/** The slots of a day as wall-clock values "yyyy-MM-ddTHH:mm". */
export function slotsOf(day: Ymd): string[] {
  const out: string[] = [];
  for (let m = SLOT_FIRST_MINUTE; m <= SLOT_LAST_MINUTE; m += 30)
    out.push(`${day}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return out;
}

function clock(value: string): { h12: number; mm: string; ampm: 'AM' | 'PM' } {
  const [h, m] = value.slice(11, 16).split(':').map(Number);
  return { h12: h % 12 === 0 ? 12 : h % 12, mm: pad(m), ampm: h < 12 ? 'AM' : 'PM' };
}

/** spec 5: "d MMM yyyy / hh:mma", e.g. 15 Jan 2031 / 10:00AM. */
export function formatChoiceValue(value: string): string {
  const [y, m, d] = parts(value.slice(0, 10));
  const c = clock(value);
  return `${d} ${MONTHS[m - 1].slice(0, 3)} ${y} / ${pad(c.h12)}:${c.mm}${c.ampm}`;
}

export const slotLabel = (value: string) => {
  const c = clock(value);
  return `${c.h12}:${c.mm} ${c.ampm}`;
};
export const dayLabel = (day: Ymd) => {
  const [y, m, d] = parts(day);
  return `${DAYS[weekday(day)]}, ${d} ${MONTHS[m - 1]} ${y}`;
};
