// Reference servers for `npm run bench`, each serving the same HTML bytes as the site:
//   static: express.static with compression (what a plain static host does per request)
//   bare:   node:http answering from memory with the site's own answer: the same status line, the same header
//           names and values and the same gzip body, captured from the site by the bench (the practical limit of
//           this machine for those bytes)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';

/** One captured answer: flat `name, value` header pairs (Node adds Date, Connection and Keep-Alive itself). */
export interface CapturedAnswer {
  head: string[];
  /** The gzip body, base64. */
  body: string;
}

const [mode, dir] = process.argv.slice(2);
const ready = (server: http.Server) => console.log(`ready on ${(server.address() as AddressInfo).port}`);
if (mode === 'static') {
  const app = express();
  app.use(compression());
  app.use(express.static(dir, { extensions: ['html'] }));
  const server = app.listen(0, '127.0.0.1', () => ready(server));
} else {
  const answers: Record<string, CapturedAnswer> = JSON.parse(readFileSync(path.join(dir, 'answers.json'), 'utf8'));
  const pages = new Map(
    Object.entries(answers).map(([url, a]) => [url, { head: a.head, body: Buffer.from(a.body, 'base64') }]),
  );
  const server = http
    .createServer((req, res) => {
      const page = pages.get(req.url ?? '/');
      if (!page) return void res.writeHead(404).end();
      res.writeHead(200, page.head);
      res.end(page.body);
    })
    .listen(0, '127.0.0.1', () => ready(server));
}
