// Pacific wall-clock time written out, without Intl: the customer-care element is on the home and service pages'
// first render, where a DateTimeFormat would start the browser's ICU data (40-80 ms of main thread; shared/digits.ts).
// The consultation forms' "today" is the same clock.
// test/unit/digits.test.ts holds it to Intl's answers.

const HOUR = 3_600_000;

/** The UTC instant of a US daylight-saving change: the nth Sunday of a month, at 2:00 local (given as UTC hours). */
function nthSundayUtc(year: number, month: number, nth: number, utcHour: number): number {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstDay) % 7) + (nth - 1) * 7;
  return Date.UTC(year, month, day, utcHour);
}

/**
 * Pacific time's offset from UTC at an instant, in ms (-8 h, or -7 h in summer). US rules since 2007: summer time
 * from the second Sunday of March at 2:00 PST (10:00 UTC) to the first Sunday of November at 2:00 PDT (9:00 UTC).
 */
export function pacificOffset(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= nthSundayUtc(year, 2, 2, 10) && ms < nthSundayUtc(year, 10, 1, 9);
  return (summer ? -7 : -8) * HOUR;
}

/** Seconds since midnight, Pacific time. */
export function pacificSecondsOfDay(date: Date): number {
  const local = Math.floor((date.getTime() + pacificOffset(date.getTime())) / 1000);
  return ((local % 86_400) + 86_400) % 86_400;
}

/** Today's date (yyyy-MM-dd) in Pacific time, the zone the consultation slots are given in (spec 9). */
export function pacificToday(now: Date): string {
  return new Date(now.getTime() + pacificOffset(now.getTime())).toISOString().slice(0, 10);
}
