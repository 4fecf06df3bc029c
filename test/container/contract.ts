// What the container check proves about the image and how it is run, in one place: the check
// (test/container/container.test.ts) starts containers with exactly these settings, and a unit test
// (test/unit/compose-agrees.test.ts) holds the Dockerfile and deploy/compose.yaml to them.

/** The port the image listens on (Dockerfile ENV PORT, EXPOSE) and the balancer's backends use. */
export const PORT = 3000;
/** The only writable place besides /tmp: the image's VOLUME and DATA_DIR. */
export const DATA_DIR = '/data';
/** Mounted as tmpfs; the root file system is read-only. */
export const TMPFS = ['/tmp'];
/** The user the server runs as (the base image's `node`). */
export const USER = { name: 'node', uid: 1000 };
/** SIGTERM, then this long before SIGKILL: drain delay + in-flight requests + the current delivery. */
export const STOP_GRACE_SECONDS = 30;

/** The image's HEALTHCHECK, and compose's: ready (not merely alive), on the port the server was given. */
export const HEALTHCHECK = {
  command: [
    'node',
    '-e',
    "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))",
  ],
  intervalSeconds: 10,
  timeoutSeconds: 3,
  startPeriodSeconds: 20,
  retries: 3,
};

/**
 * The environment of a replica behind the balancer, as compose sets it; the values that depend on the host
 * (database, Redis, lead service, public URL) are given by the check. Every name here is one the server reads
 * (server/config.ts).
 */
export const REPLICA_ENV = {
  PORT: String(PORT),
  TRUST_PROXY: '1',
  METRICS_PORT: '9100',
  DRAIN_DELAY_MS: '5000',
  DELIVERY_TIMEOUT_MS: '10000',
  LOG_LEVEL: 'info',
} as const;
/** Set per deployment: compose takes them from its .env file or derives them. */
export const REPLICA_ENV_FROM_DEPLOYMENT = [
  'PUBLIC_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'LEADS_API_URL',
  'SMTP_URL',
] as const;
