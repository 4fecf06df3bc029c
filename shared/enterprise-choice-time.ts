// The enterprise form's date-time choices as times (spec 4, 5; decision 024): a wall-clock "yyyy-MM-ddTHH:mm" in
// the visitor's chosen time zone, read as an instant, and written back as spec 5 shows it. The schema
// (enterprise-schema.ts) validates with these; the mail shows them.
import { TIME_ZONE_CODES } from './enterprise-options.ts';

export function ianaZone(code: string | undefined): string | undefined {
  return TIME_ZONE_CODES.find((z) => z.value === code)?.iana;
}

/** Offset of an IANA zone from UTC at a given instant, in ms. */
function zoneOffset(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const WALL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00(?:\.000)?)?$/;
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A choice as an instant. The form sends the picked wall-clock time, which means that time in the chosen
 * time zone (decision 024); an explicit ISO instant is accepted too.
 */
export function choiceInstant(value: unknown, timeZone: string | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  if (INSTANT_RE.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : ms;
  }
  const m = WALL_RE.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  // spec 5: the picker offers 30-minute slots.
  if (h > 23 || (mi !== 0 && mi !== 30)) return undefined;
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return undefined;
  // An unknown zone is reported on timeZone; Hawaii, the latest of the six, keeps the past check lenient.
  const zone = ianaZone(timeZone) ?? 'Pacific/Honolulu';
  let ms = wall - zoneOffset(wall, zone);
  ms = wall - zoneOffset(ms, zone);
  return ms;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** spec 5/7: "d MMM yyyy / hh:mma", in the visitor's chosen time zone. */
export function formatChoice(ms: number, timeZone: string): string {
  const zone = ianaZone(timeZone) ?? 'America/Los_Angeles';
  const wall = new Date(ms + zoneOffset(ms, zone));
  const h24 = wall.getUTCHours();
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()} / ${pad(h12)}:${pad(wall.getUTCMinutes())}${h24 < 12 ? 'AM' : 'PM'}`;
}

const DISPLAY_RE = /^(\d{1,2}) ([a-z]{3}) (\d{4}) ?\/ ?(\d{1,2}):(\d{2}) ?([ap]m)$/i;
const US_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}),? (\d{1,2}):(\d{2}) ?([ap]m)$/i;
const ISO_WALL_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/**
 * A choice as a visitor types it, as the wall-clock value the endpoint takes, or undefined when it names no day and
 * time: spec 5's "d MMM yyyy / hh:mma" (15 Jan 2031 / 10:00AM, as the field shows a choice), a US "01/15/2031
 * 10:00 AM", or the "yyyy-MM-ddTHH:mm" a date-time input gives. Strict: 31 Feb is no day, 13:00PM no time.
 */
export function readChoiceText(typed: string): string | undefined {
  const t = typed.trim().replace(/\s+/g, ' ');
  const parts = readParts(t);
  if (!parts) return undefined;
  const [y, mo, d, h, mi] = parts;
  const check = new Date(Date.UTC(y, mo - 1, d));
  const isDay = check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d;
  if (!isDay || mo < 1 || mo > 12 || h > 23 || mi > 59) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}

/** Year, month, day, hour (0-23) and minute as typed, unchecked; undefined when the text has none of the shapes. */
function readParts(t: string): [number, number, number, number, number] | undefined {
  const iso = ISO_WALL_RE.exec(t);
  if (iso) return iso.slice(1).map(Number) as [number, number, number, number, number];
  const display = DISPLAY_RE.exec(t);
  const us = display ? null : US_RE.exec(t);
  const m = display ?? us;
  if (!m) return undefined;
  const h12 = Number(m[4]);
  if (h12 < 1 || h12 > 12) return undefined;
  const hour = (h12 % 12) + (m[6].toLowerCase() === 'pm' ? 12 : 0);
  if (display) {
    const month = MONTHS.findIndex((name) => name.toLowerCase() === display[2].toLowerCase()) + 1;
    return [Number(display[3]), month, Number(display[1]), hour, Number(m[5])];
  }
  return [Number(m[3]), Number(m[1]), Number(m[2]), hour, Number(m[5])];
}

/** Turns a picked Date (browser local wall clock) into the value the form submits. */
export function toChoiceValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
