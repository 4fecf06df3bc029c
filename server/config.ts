import { z } from 'zod';
import { brand } from '../content/brand.ts';
import type { PublicConfig } from '../shared/app-data.ts';

// CONTRACT.md "Environment": every variable optional, a bad value stops start-up naming the variable.
const url = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL');
const optionalUrl = url.optional();
const port = z.coerce.number().int().min(0).max(65535);

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOGIN_INFO_URL: optionalUrl,
  LOGIN_URL: url.default(brand.defaults.loginUrl),
  UIFLAGS_URL: optionalUrl,
  PRODUCT_API_URL: optionalUrl,
  LEADS_API_URL: optionalUrl,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().email().default('no-reply@siteharbor.example'),
  ENTERPRISE_MAIL_TO: z.string().email().default('enterprise-sales@siteharbor.example'),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: optionalUrl,
  /** The captcha provider's browser script (decision 141: Cloudflare Turnstile); its origin joins the CSP. */
  CAPTCHA_SCRIPT_URL: optionalUrl,
  PLACES_API_KEY: z.string().min(1).optional(),
  PLACES_API_URL: optionalUrl,
  /** The listings scan service of the free report (decision 069); unset: the report page offers a specialist's call. */
  LISTINGS_SCAN_URL: optionalUrl,
  /** The reviews source (CONTRACT.md): score, count and recent reviews; unset, no reviews anywhere. */
  REVIEWS_URL: optionalUrl,
  CHECKOUT_URL: url.default(brand.defaults.checkoutUrl),
  SUPPORT_PHONE: z
    .string()
    .regex(/^[0-9+()\-. ]{7,20}$/, 'must be a phone number')
    .default(brand.supportPhone),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60000).default(1500),
  // Decision 192: product API calls per second that visitors may cause (domain prices, promotion prices).
  PRODUCT_API_MAX_CALLS_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(20),
  // Decision 195: page renders (cache misses) running at once in each process; as many again times four may wait,
  // further misses are answered 503 with Retry-After. A render holds the one event loop, so a small number is best.
  PAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  // Decision 327: a refusal (429 past a rate limit, 503 from the render gate) is written after this pause, so a
  // client that asks again at once gets one answer per pause on each connection.
  REFUSAL_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  // Lead and mail delivery has its own budget; a receiver may take seconds to commit (decision 070).
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  // Decision 193: leads and mails in flight at once per kind in each process.
  DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  // Several replicas share a PostgreSQL outbox and Redis rate limits; metrics on their own port.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  METRICS_PORT: port.optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  // Bounded connections, so slow clients cannot hold sockets (decision 082). Headers within 10 s, the whole request (a form body is at most
  // 16 kB) within 15 s; idle keep-alive connections kept 65 s, longer than a load balancer's 60 s idle timeout
  // (AWS ALB default), so the balancer, not this server, closes them; at most MAX_CONNECTIONS open at once.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  // Decision 191: open connections one client address may hold (0: no limit); unset: 256, or no limit with
  // TRUST_PROXY (every connection then comes from the proxy, which pools them).
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  // After SIGTERM, how long /readyz answers 503 before the listener closes (decision 083).
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  // Optional analytics scripts (spec 7): only loaded when configured, and never under Global Privacy Control.
  TAG_MANAGER_URL: optionalUrl,
  EXPERIMENT_SCRIPT_URL: optionalUrl,
});

export type Env = z.infer<typeof schema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'TRUST_PROXY'> {
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL came from the environment rather than the localhost default. */
  PUBLIC_URL_SET: boolean;
  /** Express "trust proxy" value: a hop count, a boolean or a list of addresses. */
  TRUST_PROXY: boolean | number | string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
  }
}

function parseTrustProxy(v: string | undefined): Config['TRUST_PROXY'] {
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** Parses the environment once; throws ConfigError listing every failing variable by name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as ops tools often export VAR= for "no value".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = result.data;
  if (e.CAPTCHA_SECRET && !e.CAPTCHA_VERIFY_URL) {
    throw new ConfigError(['CAPTCHA_VERIFY_URL: required when CAPTCHA_SECRET is set']);
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(['HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS']);
  }
  return {
    ...e,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    PUBLIC_URL_SET: e.PUBLIC_URL !== undefined,
    TRUST_PROXY: parseTrustProxy(e.TRUST_PROXY),
  };
}

/** Turnstile's script, rendered explicitly (decision 141). */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** Where the captcha script comes from: CAPTCHA_SCRIPT_URL, else Turnstile's. */
export function captchaScriptUrl(c: Pick<Config, 'CAPTCHA_SCRIPT_URL'>): string {
  return c.CAPTCHA_SCRIPT_URL ?? TURNSTILE_SCRIPT_URL;
}

/** What the browser may know of the configuration (shared/app-data.ts PublicConfig): serialized into every page. */
export function publicConfig(c: Config): PublicConfig {
  return {
    publicUrl: c.PUBLIC_URL,
    publicUrlSet: c.PUBLIC_URL_SET,
    checkoutUrl: c.CHECKOUT_URL,
    loginUrl: c.LOGIN_URL,
    supportPhone: c.SUPPORT_PHONE,
    captchaSiteKey: c.CAPTCHA_SITE_KEY ?? null,
    captchaScriptUrl: c.CAPTCHA_SITE_KEY ? captchaScriptUrl(c) : null,
    tagManagerUrl: c.TAG_MANAGER_URL ?? null,
    experimentScriptUrl: c.EXPERIMENT_SCRIPT_URL ?? null,
  };
}
