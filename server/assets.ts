import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { negotiateEncoding } from './html-cache.ts';
import { statusTexts } from '../content/answers.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  type: string;
  etag: string;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * The hashed client files, held in memory with the gzip and brotli forms the build wrote beside them
 * (scripts/build.ts), so no asset is compressed per request and browsers that accept brotli get it. A name that
 * is not a built file is a plain 404: hashed URLs never fall through to a page.
 */
export function createAssetHandler(dir: string): RequestHandler {
  const assets = new Map<string, Asset>();
  const walk = (d: string) => {
    for (const name of existsSync(d) ? readdirSync(d) : []) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (!name.endsWith('.gz') && !name.endsWith('.br')) {
        const raw = readFileSync(file);
        const read = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
        assets.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, {
          type: TYPES[path.extname(name)] ?? 'application/octet-stream',
          etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"`,
          raw,
          gzip: read('.gz'),
          br: read('.br'),
        });
      }
    }
  };
  walk(dir);

  return (req, res) => {
    const asset = assets.get(req.path);
    if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.status(404).type('text/plain').set('Cache-Control', 'no-store').send(statusTexts.notFound);
      return;
    }
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', asset.etag);
    if (req.headers['if-none-match'] === asset.etag) {
      res.status(304).end();
      return;
    }
    const enc = negotiateEncoding(req.headers['accept-encoding']);
    const body = enc === 'br' && asset.br ? asset.br : enc !== 'identity' && asset.gzip ? asset.gzip : asset.raw;
    if (asset.br || asset.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (body === asset.br) res.setHeader('Content-Encoding', 'br');
    else if (body === asset.gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
}
