// deploy/compose.yaml, deploy/haproxy.cfg and the Dockerfile say what the container check proved
// (test/container/contract.ts holds the settings that check runs the image with): environment names and values,
// port, health check, read-only root with a tmpfs /tmp, stop grace period, user and volume.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import {
  DATA_DIR,
  HEALTHCHECK,
  PORT,
  REPLICA_ENV,
  REPLICA_ENV_FROM_DEPLOYMENT,
  STOP_GRACE_SECONDS,
  TMPFS,
  USER,
} from '../container/contract.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };

interface Service {
  environment?: Record<string, string>;
  healthcheck?: { test: string[]; interval: string; timeout: string; start_period: string; retries: number };
  read_only?: boolean;
  tmpfs?: string[];
  stop_grace_period?: string;
  ports?: string[];
  volumes?: string[];
}
const compose = yaml.load(readFileSync(path.join(ROOT, 'deploy/compose.yaml'), 'utf8')) as {
  services: Record<string, Service>;
};
const haproxy = readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8');
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, '');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const webs = Object.entries(compose.services).filter(([name]) => /^web\d+$/.test(name));

/** What compose gives the container when no .env file sets anything: each ${VAR:-default} as its default. */
const withDefaults = (env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(env).map(([k, v]) => [
      k,
      String(v)
        .replace(/\$\{\w+:-([^}]*)\}/g, '$1')
        .replace(/\$\{\w+\}/g, ''),
    ]),
  );

describe('deploy/compose.yaml agrees with the container check', () => {
  test('two site replicas behind HAProxy', () => {
    expect(webs.map(([name]) => name)).toEqual(['web1', 'web2']);
    const servers = [...haproxy.matchAll(/^\s*server (\S+) (\S+):(\d+)/gm)].map((m) => [m[1], m[2], Number(m[3])]);
    expect(servers).toEqual(webs.map(([name]) => [name, name, PORT]));
    expect(haproxy).toMatch(/option httpchk GET \/readyz/);
  });

  test.each(webs)('%s: the environment the check ran the replicas with, every name one the server reads', (_, s) => {
    const env = s.environment ?? {};
    expect(Object.keys(env).sort()).toEqual([...Object.keys(REPLICA_ENV), ...REPLICA_ENV_FROM_DEPLOYMENT].sort());
    for (const [k, v] of Object.entries(REPLICA_ENV)) expect(env[k], k).toBe(v);
    const config = loadConfig(withDefaults(env));
    expect(config.PORT).toBe(PORT);
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(config.REDIS_URL).toMatch(/^redis:\/\//);
  });

  test.each(webs)('%s: health check, read-only root, tmpfs, grace period, nothing published', (_, s) => {
    expect(s.healthcheck).toEqual({
      test: ['CMD', ...HEALTHCHECK.command],
      interval: `${HEALTHCHECK.intervalSeconds}s`,
      timeout: `${HEALTHCHECK.timeoutSeconds}s`,
      start_period: `${HEALTHCHECK.startPeriodSeconds}s`,
      retries: HEALTHCHECK.retries,
    });
    expect(s.read_only).toBe(true);
    expect(s.tmpfs).toEqual(TMPFS);
    expect(s.stop_grace_period).toBe(`${STOP_GRACE_SECONDS}s`);
    // Only HAProxy is reachable from outside.
    expect(s.ports).toBeUndefined();
  });
});

describe('the Dockerfile agrees with the container check', () => {
  test('the runtime stage: port, DATA_DIR volume, non-root user, health check', () => {
    expect(runtimeStage).toMatch(new RegExp(`^ENV .*\\bPORT=${PORT}\\b`, 'm'));
    expect(runtimeStage).toMatch(new RegExp(`^ENV .*\\bDATA_DIR=${DATA_DIR}\\b`, 'm'));
    expect(runtimeStage).toMatch(new RegExp(`^EXPOSE ${PORT}$`, 'm'));
    expect(runtimeStage).toMatch(new RegExp(`^VOLUME \\["${DATA_DIR}"\\]$`, 'm'));
    expect(runtimeStage).toMatch(new RegExp(`^USER ${USER.name}$`, 'm'));
    const hc =
      /^HEALTHCHECK --interval=(\d+)s --timeout=(\d+)s --start-period=(\d+)s --retries=(\d+)\s+CMD (\[.*\])$/m.exec(
        runtimeStage,
      );
    expect(hc, 'no HEALTHCHECK in the exec form in the runtime stage').not.toBeNull();
    expect(hc!.slice(1, 5).map(Number)).toEqual([
      HEALTHCHECK.intervalSeconds,
      HEALTHCHECK.timeoutSeconds,
      HEALTHCHECK.startPeriodSeconds,
      HEALTHCHECK.retries,
    ]);
    expect(JSON.parse(hc![5])).toEqual(HEALTHCHECK.command);
  });

  test('the base image is a build argument whose default is the public image', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m);
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases.length, 'no stage in the Dockerfile').toBeGreaterThan(0);
    expect(new Set(bases), 'every stage starts from the NODE_IMAGE argument').toEqual(new Set(['${NODE_IMAGE}']));
  });
});
