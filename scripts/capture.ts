// Shared by `npm run thumbnails` and `npm run screenshots`: the built server on a loopback port, Debian's Chromium
// with the flags of the browser tests (test/browser/harness.ts), and WebP encoding done by Chromium itself
// (canvas.toDataURL('image/webp')), so no image library is needed (decision 121).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { MANIFEST, ROOT } from './build-config.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Starts dist/server (building first when there is no build) and resolves once /readyz answers 200. */
export async function startBuiltServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (!existsSync(MANIFEST)) {
    const { runBuild } = await import('./build.ts');
    await runBuild();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'dist/server/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'site-capture-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not become ready within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until web fonts and every image in the document have loaded, and two frames have been drawn. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((img) => {
        img.loading = 'eager';
        return img.complete
          ? null
          : new Promise((r) => {
              img.onload = img.onerror = r;
            });
      }),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/**
 * Encodes PNG bytes as WebP at each width (height kept in proportion) in the given page (any page without a
 * CSP, e.g. about:blank). Scales down in halving steps with high-quality smoothing, which keeps small text crisp.
 */
export async function pngToWebp(
  page: Page,
  png: Buffer,
  widths: readonly number[],
  quality: number,
): Promise<Buffer[]> {
  const urls = await page.evaluate(
    async ({ src, widths, quality }) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return widths.map((w) => {
        let canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        canvas.getContext('2d')!.drawImage(img, 0, 0);
        while (canvas.width / 2 >= w) {
          const half = document.createElement('canvas');
          half.width = Math.round(canvas.width / 2);
          half.height = Math.round(canvas.height / 2);
          const ctx = half.getContext('2d')!;
          ctx.imageSmoothingQuality = 'high';
          ctx.drawImage(canvas, 0, 0, half.width, half.height);
          canvas = half;
        }
        if (canvas.width !== w) {
          const out = document.createElement('canvas');
          out.width = w;
          out.height = Math.round((canvas.height * w) / canvas.width);
          const ctx = out.getContext('2d')!;
          ctx.imageSmoothingQuality = 'high';
          ctx.drawImage(canvas, 0, 0, out.width, out.height);
          canvas = out;
        }
        return canvas.toDataURL('image/webp', quality);
      });
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, widths, quality },
  );
  return urls.map((u) => {
    if (!u.startsWith('data:image/webp;base64,')) throw new Error('this Chromium cannot encode WebP');
    return Buffer.from(u.slice('data:image/webp;base64,'.length), 'base64');
  });
}
