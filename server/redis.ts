// The Redis connection for shared rate limits (REDIS_URL, decision 073). Commands fail fast while Redis is down (no
// offline queue, one retry), so a request never waits on it; the client reconnects in the background.
import type { Redis } from 'ioredis';
import { loadOnDemand } from './load-on-demand.ts';
import type { Logger } from './logger.ts';

export type RedisClient = Redis;

export function createRedisClient(url: string, logger: Logger): Redis {
  const log = logger.child({ component: 'redis' });
  const { Redis: Client } = loadOnDemand<typeof import('ioredis')>('ioredis');
  const redis = new Client(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
    lazyConnect: false,
    // Reconnect forever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let up = false;
  let downLogged = false;
  redis.on('ready', () => {
    up = true;
    log.info('redis connected');
  });
  redis.on('error', (err: Error & { code?: string }) => {
    // Logged once per outage, by code only (the URL may hold a password).
    if (up || !downLogged) log.warn({ code: err.code ?? err.name }, 'redis unavailable');
    up = false;
    downLogged = true;
  });
  return redis;
}
