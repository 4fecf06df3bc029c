// A loopback stand-in for REVIEWS_URL (CONTRACT.md "The reviews source"): answers the document it is given; it can
// fail (503), hang, or answer a shape or figure the contract forbids. The sample is made up for tests only.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SAMPLE_REVIEWS = {
  source: { name: 'Review Harbor', url: 'https://reviews.example/siteharbor' },
  score: 4.6,
  count: 3127,
  reviews: [
    { author: 'Dana P.', date: '2026-09-14', rating: 4, title: 'Moved my shop over', text: 'The move took a morning.' },
    { author: 'Empty E.', date: '2026-11-01', rating: 5, title: 'No words', text: '   ' },
    { author: 'Ravi K.', date: '2026-10-30', rating: 5, title: 'Quick help', text: 'Support answered at 2am.' },
    { author: 'Lee M.', date: '2026-08-01', rating: 3, title: '', text: 'Fine for a small site.' },
    { author: 'Old O.', date: '2025-01-01', rating: 5, title: 'Oldest', text: 'The oldest of the lot.' },
  ],
};

export type ReviewsMode = 'ok' | 'fail' | 'hang' | 'wrong-shape' | 'score-out-of-range' | 'not-json';

export async function startFakeReviews(body: unknown = SAMPLE_REVIEWS) {
  const hanging = new Set<ServerResponse>();
  const fake = { mode: 'ok' as ReviewsMode, requests: 0, url: '', close: async () => {} };
  const server = createServer((_req, res) => {
    fake.requests += 1;
    if (fake.mode === 'hang') return void hanging.add(res);
    if (fake.mode === 'fail') return void res.writeHead(503).end('reviews down at /srv/reviews.js');
    res.writeHead(200, { 'content-type': 'application/json' });
    if (fake.mode === 'not-json') return void res.end('<html>oops</html>');
    if (fake.mode === 'wrong-shape') return void res.end(JSON.stringify({ rating: '4.6 stars', reviews: 'many' }));
    if (fake.mode === 'score-out-of-range') return void res.end(JSON.stringify({ ...SAMPLE_REVIEWS, score: 9.2 }));
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reviews.json`;
  fake.close = () =>
    new Promise<void>((r) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
}
