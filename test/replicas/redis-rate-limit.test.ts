// Decision 073: form rate limits shared through a real redis-server, and what happens when Redis goes away: the form
// endpoints keep a per-process limit, pages stay open, the log says so once, and no answer is a 5xx.
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { createSharedRateLimiter, rateLimitMiddleware, type RateLimiter } from '../../server/rate-limit.ts';
import { createRedisClient, type RedisClient } from '../../server/redis.ts';
import { shouldSkip, startRedis, type Daemon } from './infra.ts';

const skip = shouldSkip('the Redis rate-limit test', 'redis');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skip)('rate limits shared through Redis', () => {
  let redis: Daemon;
  const clients: RedisClient[] = [];
  const logs: string[] = [];
  const logger = createLogger('info', { write: (s: string) => void logs.push(s) });

  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await redis?.stop();
  });

  async function connected(): Promise<RedisClient> {
    const c = createRedisClient(`redis://127.0.0.1:${redis.port}`, logger);
    clients.push(c);
    while (c.status !== 'ready') await sleep(10);
    return c;
  }

  function app(limiter: RateLimiter) {
    const a = express();
    a.set('trust proxy', 'loopback');
    a.post(
      '/form',
      rateLimitMiddleware(limiter, (_req, res) => void res.status(429).json({ error: 'Too many requests' }), 0),
      (_req, res) => {
        res.status(201).json({ ok: true });
      },
    );
    a.get(
      '/page',
      rateLimitMiddleware(limiter, (_req, res) => void res.status(429).end(), 0),
      (_req, res) => void res.send('page'),
    );
    return a;
  }

  test('two processes share one count: the 11th post is refused whichever answers', async () => {
    const opts = { windowMs: 60_000, max: 10, keyPrefix: 'test:shared', fallback: 'local' as const, logger };
    const replicas = [
      app(createSharedRateLimiter({ ...opts, redis: await connected() })),
      app(createSharedRateLimiter({ ...opts, redis: await connected() })),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await request(replicas[i % 2])
        .post('/form')
        .set('X-Forwarded-For', '198.51.100.4');
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(429)]);
    // Another address has its own count.
    expect((await request(replicas[1]).post('/form').set('X-Forwarded-For', '198.51.100.5')).status).toBe(201);
  });

  test('with Redis down, forms keep a per-process limit and pages stay open; never a 5xx; logged once; shared again after', async () => {
    const c = await connected();
    const forms = app(
      createSharedRateLimiter({
        windowMs: 60_000,
        max: 3,
        keyPrefix: 'test:down',
        fallback: 'local',
        redis: c,
        logger,
      }),
    );
    const pages = app(
      createSharedRateLimiter({
        windowMs: 60_000,
        max: 3,
        keyPrefix: 'test:pages',
        fallback: 'open',
        redis: c,
        logger,
      }),
    );
    const port = redis.port;
    await redis.stop();
    while (c.status === 'ready') await sleep(10);

    const formStatuses: number[] = [];
    for (let i = 0; i < 6; i++)
      formStatuses.push((await request(forms).post('/form').set('X-Forwarded-For', '198.51.100.9')).status);
    expect(formStatuses).toEqual([201, 201, 201, 429, 429, 429]);
    const pageStatuses: number[] = [];
    for (let i = 0; i < 6; i++)
      pageStatuses.push((await request(pages).get('/page').set('X-Forwarded-For', '198.51.100.9')).status);
    expect(pageStatuses).toEqual(Array(6).fill(200));

    const lines = logs.map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.msg === 'redis unavailable: per-process rate limit in use')).toHaveLength(1);
    expect(lines.filter((l) => l.msg === 'redis unavailable: rate limit open')).toHaveLength(1);
    expect(logs.join('\n')).not.toContain('198.51.100.9');

    // Redis comes back on the same port: the client reconnects and the shared count applies again.
    redis = await startRedisOn(port);
    const until = Date.now() + 10_000;
    const status = () => c.status as string; // changes behind TypeScript's back while we wait
    while (status() !== 'ready' && Date.now() < until) await sleep(50);
    expect(status()).toBe('ready');
    expect((await request(forms).post('/form').set('X-Forwarded-For', '198.51.100.10')).status).toBe(201);
    expect(logs.map((l) => JSON.parse(l)).some((l) => l.msg === 'rate limit shared through redis again')).toBe(true);
  }, 30_000);
});

/** redis-server again on a given port (the client reconnects to the address it knows). */
async function startRedisOn(port: number): Promise<Daemon> {
  const { spawn } = await import('node:child_process');
  const { tools } = await import('./infra.ts');
  const proc = spawn(
    tools.redis as string,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore', cwd: '/tmp' },
  );
  const net = await import('node:net');
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) break;
    await sleep(25);
  }
  return {
    port,
    proc,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGKILL');
        await exited;
      }
    },
  };
}
