// The HTML cache (server/html-cache.ts): least recently used goes first, a changed version or an old entry is a
// miss, and the encodings a client accepts are read the same way every time.
import { describe, expect, test } from 'vitest';
import { HtmlCache, negotiateEncoding } from '../../server/html-cache.ts';

const page = (text: string) => async () => ({ status: 200, html: Buffer.from(`<p>${text}</p>`) });

describe('HTML cache', () => {
  test('past its bound the least recently read page goes, whatever order they were added in', async () => {
    const cache = new HtmlCache(2);
    await cache.getOrCreate('/a', 1, page('a'));
    await cache.getOrCreate('/b', 1, page('b'));
    expect(cache.get('/a', 1)).toBeDefined();
    await cache.getOrCreate('/c', 1, page('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)?.raw.toString()).toBe('<p>a</p>');
    expect(cache.get('/c', 1)?.raw.toString()).toBe('<p>c</p>');
    // /a was read before /c: it goes next.
    await cache.getOrCreate('/d', 1, page('d'));
    expect(cache.get('/a', 1)).toBeUndefined();
    expect(cache.get('/c', 1)).toBeDefined();
  });

  test('a new catalogue version or an entry past its lifetime is a miss', async () => {
    let now = 0;
    const cache = new HtmlCache(10, 1000, () => now);
    await cache.getOrCreate('/a', 1, page('a'));
    expect(cache.get('/a', 2)).toBeUndefined();
    await cache.getOrCreate('/a', 2, page('a2'));
    now = 1001;
    expect(cache.get('/a', 2)).toBeUndefined();
  });

  test('the encoding follows the header, q=0 excludes, and brotli only once the page has it', () => {
    const withBr = { br: Buffer.from('x') };
    const cases: Array<[string | undefined, 'br' | 'gzip' | 'identity', 'br' | 'gzip' | 'identity']> = [
      [undefined, 'identity', 'identity'],
      ['gzip', 'gzip', 'gzip'],
      ['gzip, deflate, br', 'br', 'gzip'],
      ['br;q=0, gzip', 'gzip', 'gzip'],
      ['*', 'br', 'gzip'],
      ['*;q=0', 'identity', 'identity'],
      ['GZIP;Q=0.5, identity', 'gzip', 'gzip'],
      ['deflate', 'identity', 'identity'],
    ];
    // Twice: the second reading of each header comes from the memo.
    for (let round = 0; round < 2; round++) {
      for (const [header, ifBr, ifNoBr] of cases) {
        expect(negotiateEncoding(header, withBr), `${header} with br`).toBe(ifBr);
        expect(negotiateEncoding(header, {}), `${header} without br`).toBe(ifNoBr);
      }
    }
  });
});
