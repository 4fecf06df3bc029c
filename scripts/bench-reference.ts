// Reference servers for `npm run bench`, each serving the same HTML bytes as the site:
//   static: express.static with compression (what a plain static host does per request)
//   bare:   node:http answering pre-gzipped bytes from memory (the practical limit of this machine)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';

const [mode, dir] = process.argv.slice(2);
const ready = (server: http.Server) => console.log(`ready on ${(server.address() as AddressInfo).port}`);
if (mode === 'static') {
  const app = express();
  app.use(compression());
  app.use(express.static(dir, { extensions: ['html'] }));
  const server = app.listen(0, '127.0.0.1', () => ready(server));
} else {
  const pages = new Map<string, Buffer>();
  for (const name of ['index', 'hosting']) {
    pages.set(
      name === 'index' ? '/' : `/${name}`,
      gzipSync(readFileSync(path.join(dir, `${name}.html`)), { level: 9 }),
    );
  }
  const server = http
    .createServer((req, res) => {
      const body = pages.get(req.url ?? '/');
      if (!body) return void res.writeHead(404).end();
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
      });
      res.end(body);
    })
    .listen(0, '127.0.0.1', () => ready(server));
}
