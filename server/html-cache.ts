import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PreparedHead } from './security.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** One rendered page, kept with its compressed forms so nothing is compressed per request. */
export interface CachedPage {
  status: number;
  etag: string;
  raw: Buffer;
  gzip: Buffer;
  /** Filled in after the page is first served (brotli at a high quality costs more than a render). */
  br?: Buffer;
  createdAt: number;
  /** The catalogue version the page was rendered from. */
  version: number;
  /** Whole heads prepared by the page step, by encoding (and `<encoding> 304`), made on first use. */
  heads: Partial<Record<Encoding | `${Encoding} 304`, PreparedHead>>;
  /** When the entry was last read, on the cache's own clock (least recently used goes first). */
  used: number;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Rendered HTML by path plus the query parameters that change it (ARCHITECTURE.md principle 5). A bounded LRU
 * with a lifetime; concurrent misses for one key share one render.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<CachedPage>>();
  private clock = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Entries and the bytes they hold in every encoding (metrics: html_cache_entries, html_cache_bytes). */
  footprint(): { entries: number; bytes: number } {
    let bytes = 0;
    for (const e of this.entries.values()) bytes += e.raw.length + e.gzip.length + (e.br?.length ?? 0);
    return { entries: this.entries.size, bytes };
  }

  get(key: string, version: number): CachedPage | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.version !== version || this.now() - e.createdAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Marked as used by a number rather than moved to the end of the map: a hit costs no delete and insert.
    e.used = ++this.clock;
    return e;
  }

  async getOrCreate(
    key: string,
    version: number,
    make: () => Promise<{ status: number; html: Buffer }>,
  ): Promise<CachedPage> {
    const hit = this.get(key, version);
    if (hit) return hit;
    const running = this.inflight.get(key);
    if (running) return running;
    const p = (async () => {
      const { status, html } = await make();
      const page = await compressPage(status, html, this.now(), version);
      this.set(key, page);
      // The better encoding is made off the request path; until then br-accepting clients get gzip.
      addBrotli(page).catch(() => {});
      return page;
    })();
    this.inflight.set(key, p);
    try {
      return await p;
    } finally {
      this.inflight.delete(key);
    }
  }

  private set(key: string, page: CachedPage): void {
    page.used = ++this.clock;
    this.entries.set(key, page);
    // Past the bound the least recently used goes: a scan of a few hundred entries, only when a page is added.
    while (this.entries.size > this.maxEntries) {
      let oldest: string | undefined;
      let least = Infinity;
      for (const [k, e] of this.entries) {
        if (e.used < least) {
          least = e.used;
          oldest = k;
        }
      }
      this.entries.delete(oldest!);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A miss compresses quickly (gzip level 6: close to level 9 in size, several times faster). */
export async function compressPage(
  status: number,
  raw: Buffer,
  createdAt: number,
  version: number,
): Promise<CachedPage> {
  const gz = await gzipAsync(raw, { level: 6 });
  const etag = createHash('sha1').update(raw).digest('base64url').slice(0, 20);
  return { status, etag, raw, gzip: gz, createdAt, version, heads: {}, used: 0 };
}

/** Brotli for a cached page, in zlib's thread pool; the entry gains it in place once it is ready. */
export async function addBrotli(page: CachedPage): Promise<void> {
  page.br = await brotliAsync(page.raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: page.raw.length,
      // A window just large enough for the page keeps the encoder's memory small (peak RSS matters more here
      // than the last byte: pages are tens of KB).
      [constants.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(24, Math.ceil(Math.log2(page.raw.length + 1)))),
    },
  });
}

/** The best encoding the client accepts (q=0 excludes) that the page has. */
export function negotiateEncoding(acceptEncoding: string | undefined, page?: Pick<CachedPage, 'br'>): Encoding {
  if (!acceptEncoding) return 'identity';
  // Clients send a handful of distinct headers: each is read once (bounded: a flood of new ones empties the memo).
  let accepts = acceptedEncodings.get(acceptEncoding);
  if (accepts === undefined) {
    accepts = readAcceptEncoding(acceptEncoding);
    if (acceptedEncodings.size >= 200) acceptedEncodings.clear();
    acceptedEncodings.set(acceptEncoding, accepts);
  }
  if (accepts.br && (!page || page.br)) return 'br';
  if (accepts.gzip) return 'gzip';
  return 'identity';
}

const acceptedEncodings = new Map<string, { br: boolean; gzip: boolean }>();

function readAcceptEncoding(acceptEncoding: string): { br: boolean; gzip: boolean } {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (n: string) => (accepted.get(n) ?? accepted.get('*') ?? 0) > 0;
  return { br: ok('br'), gzip: ok('gzip') };
}

/** A strong ETag per representation: the compressed bytes differ, so their tags must too. */
export function etagFor(page: CachedPage, enc: Encoding): string {
  return enc === 'identity' ? `"${page.etag}"` : `"${page.etag}-${enc === 'br' ? 'br' : 'gz'}"`;
}

/** If-None-Match against any representation of the page (weak comparison, RFC 9110 13.1.2). */
export function isNotModified(ifNoneMatch: string | undefined, page: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '').replace(/"/g, '');
    return tag === page.etag || tag === `${page.etag}-br` || tag === `${page.etag}-gz`;
  });
}
