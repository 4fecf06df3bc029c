// The Intl-free stand-ins of shared/digits.ts and shared/pacific-time.ts answer as Intl does (Node carries full ICU).
import { describe, expect, test } from 'vitest';
import { groupThousands } from '../../shared/digits.ts';
import { pacificSecondsOfDay, pacificToday } from '../../shared/pacific-time.ts';

describe('groupThousands is toLocaleString("en-US")', () => {
  test.each([
    0,
    7,
    99,
    999,
    1000,
    1234,
    12_345,
    999_999,
    1_000_000,
    25_000_000,
    -1,
    -1234,
    -1_234_567,
    0.5,
    1234.5,
    1234.5678,
    0.0004,
    -0.0004,
    3.999_9,
    100.25,
    2 ** 40,
  ])('%d', (n) => {
    expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
  test('every integer to 20,000 and a spread beyond', () => {
    for (let n = 0; n <= 20_000; n++) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    for (let n = 1; n < 1e15; n = n * 7 + 3) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('pacificSecondsOfDay is the Pacific wall clock Intl gives', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const viaIntl = (d: Date) => {
    const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, Number(x.value)]));
    return p.hour * 3600 + p.minute * 60 + p.second;
  };

  test('every hour (at 17 past, 59 s) from 2020 to 2040', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2020, 0, 1, 0, 17, 59); t < Date.UTC(2040, 0, 1); t += 3_600_000) {
      const d = new Date(t);
      if (pacificSecondsOfDay(d) !== viaIntl(d)) mismatches.push(d.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  test('around every change from 2024 to 2030: each minute of the early hours, each second near 2:00', () => {
    const mismatches: string[] = [];
    const check = (t: number) => {
      const d = new Date(t);
      if (pacificSecondsOfDay(d) !== viaIntl(d)) mismatches.push(d.toISOString());
    };
    for (let year = 2024; year <= 2030; year++) {
      for (const month of [2, 10]) {
        // The change is on a Sunday between the 1st and the 14th, at 9:00 or 10:00 UTC.
        for (let day = 1; day <= 14; day++) {
          for (let t = Date.UTC(year, month, day, 8); t < Date.UTC(year, month, day, 11); t += 60_000) check(t);
          for (const hour of [9, 10])
            for (
              let t = Date.UTC(year, month, day, hour) - 60_000;
              t < Date.UTC(year, month, day, hour) + 60_000;
              t += 1000
            )
              check(t);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 30_000);
});

describe('pacificToday is the Pacific date Intl gives', () => {
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  test('every hour (at 59 min 59 s, and on the hour) from 2020 to 2040', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2040, 0, 1); t += 3_600_000) {
      for (const d of [new Date(t), new Date(t - 1000)])
        if (pacificToday(d) !== intl.format(d)) mismatches.push(d.toISOString());
    }
    expect(mismatches).toEqual([]);
  });
});
