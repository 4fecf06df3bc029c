// Client libraries of optional services (PostgreSQL, Redis, SMTP) are loaded when their service is configured, not
// at start-up: a replica without them never uses them, and together they held about 10 MB of its memory.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The module, loaded synchronously on first use (they are CommonJS packages, so require is their own loader). */
export function loadOnDemand<T>(name: 'pg' | 'ioredis' | 'nodemailer'): T {
  return require(name) as T;
}
