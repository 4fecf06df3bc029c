// The image as ops run it, with podman: what it holds, that it serves what `npm start` serves, that it writes only
// to its volume and /tmp under a read-only root, that its health check tells ready from stopped, that `podman stop`
// drains, that two containers behind HAProxy on PostgreSQL and Redis keep every lead through a kill and share one
// rate limit, and that the embedded database on a volume outlives its container. `npm run test:container` builds
// the image and runs this file with CONTAINER_IMAGE set; every failure names what broke.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BATCH_MAX_WAIT_MS } from '../../server/logger.ts';
import { startFakeLeadService } from '../fakes/lead-service.ts';
import { freePort, startHaproxy, startPostgres, startRedis, type Daemon, type PgCluster } from '../replicas/infra.ts';
import { DATA_DIR, HEALTHCHECK, PORT, REPLICA_ENV, STOP_GRACE_SECONDS, TMPFS } from './contract.ts';
import { breakImage, imageFindings, writtenOutsideData } from './inspect.ts';
import {
  logs,
  npmStart,
  podman,
  podmanOk,
  removeAll,
  request,
  runContainer,
  waitListening,
  type Answer,
} from './podman.ts';

const IMAGE = process.env.CONTAINER_IMAGE ?? '';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Pages render the public URL into links and metadata: one value for every server compared. */
const PUBLIC_URL = 'http://localhost:8080';
const COMPARED = ['/', '/hosting', '/api/products/uiflags'];
const LEAD = {
  name: 'Ingrid Bergström',
  email: 'ingrid@example.com',
  phone: '(213) 373-4253',
  countryCode: 'US',
  agreetos: true,
};

afterAll(removeAll, 120_000);

/** A replica as compose runs it, on the host's network at a port of its own. */
async function replicaEnv(port: number): Promise<Record<string, string>> {
  return {
    ...REPLICA_ENV,
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(await freePort()),
    PUBLIC_URL,
  };
}

describe.runIf(IMAGE)(`the image ${IMAGE}`, () => {
  test('holds production dependencies only, no compilers, sources or tests, and runs as a non-root user', async () => {
    expect(await imageFindings(IMAGE), `what is wrong in ${IMAGE}`).toEqual([]);
    const size = Number(await podmanOk(['image', 'inspect', '--format', '{{.Size}}', IMAGE], 'reading the image size'));
    console.log(`image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB`);
  }, 120_000);

  describe('serving, read-only root and health', () => {
    let name = '';
    let published = 0;
    beforeAll(async () => {
      published = await freePort();
      name = await runContainer({
        name: 'web',
        image: IMAGE,
        network: { publish: published, containerPort: PORT },
        readOnly: true,
        tmpfs: TMPFS,
        volume: { name: 'web-data', target: DATA_DIR },
        env: { PUBLIC_URL },
      });
      await waitListening(name);
    }, 120_000);

    test(`serves ${COMPARED.join(', ')} with the same status and bytes as npm start`, async () => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join('/tmp', 'npm-start-'));
      const local = npmStart({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL,
        LOG_LEVEL: 'info',
      });
      try {
        await local.listening();
        for (const p of COMPARED) {
          const want = await request(port, 'GET', p);
          const got = await request(published, 'GET', p);
          expect(got.status, `GET ${p}: the container answered ${got.status}, npm start ${want.status}`).toBe(
            want.status,
          );
          // Every byte the same but the render's own clock: each server stamps the page data with the moment it
          // rendered (renderedAt, the promo banner's clock that server and client share), a value of its own.
          const [g, w] = [got.body, want.body].map(withoutRenderTime);
          expect(
            g.equals(w),
            `GET ${p}: the container's ${got.body.length} bytes differ from npm start's ${want.body.length} (first difference at byte ${firstDifference(g, w)}: ${JSON.stringify(around(g, firstDifference(g, w)))} in the container, ${JSON.stringify(around(w, firstDifference(g, w)))} from npm start; renderedAt set aside)`,
          ).toBe(true);
          expect(got.headers['content-type']).toBe(want.headers['content-type']);
        }
      } finally {
        await local.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 240_000);

    test(`a read-only root: a lead is stored in ${DATA_DIR} and nothing fails to write`, async () => {
      const r = await request(published, 'POST', '/api/leads/difm', LEAD);
      expect(r.status, `POST /api/leads/difm under a read-only root: ${r.status} ${r.body.toString()}`).toBe(201);
      const files = await podmanOk(['exec', name, 'ls', DATA_DIR], `listing ${DATA_DIR}`);
      expect(files, `no database file in ${DATA_DIR}`).toMatch(/\.(db|sqlite)/);
      const out = await logs(name);
      const refused = out.split('\n').filter((l) => /EROFS|read-only file system|EACCES/i.test(l));
      expect(refused, 'the server tried to write outside DATA_DIR and /tmp under the read-only root').toEqual([]);
      expect((await request(published, 'GET', '/readyz')).status, '/readyz after the write').toBe(200);
    }, 60_000);

    test('the HEALTHCHECK passes once ready', async () => {
      // As the runtime judges it: unhealthy only after `retries` failures in a row (one probe can miss its 3 s
      // while node starts on a loaded machine).
      let r = await podman(['healthcheck', 'run', name]);
      for (let i = 1; i < HEALTHCHECK.retries && r.code !== 0; i++) r = await podman(['healthcheck', 'run', name]);
      expect(r.code, `podman healthcheck run on a ready container: ${r.stdout}${r.stderr}`).toBe(0);
      const config = await podmanOk(
        ['image', 'inspect', '--format', '{{json .Config.Healthcheck}}', IMAGE],
        'reading the HEALTHCHECK',
      );
      const hc = JSON.parse(config) as {
        Test: string[];
        Interval: number;
        Timeout: number;
        StartPeriod: number;
        Retries: number;
      } | null;
      expect(hc, 'the image has no HEALTHCHECK (built without --format docker?)').not.toBeNull();
      expect(hc!.Test).toEqual(['CMD', ...HEALTHCHECK.command]);
      expect([hc!.Interval, hc!.Timeout, hc!.StartPeriod].map((ns) => ns / 1e9)).toEqual([
        HEALTHCHECK.intervalSeconds,
        HEALTHCHECK.timeoutSeconds,
        HEALTHCHECK.startPeriodSeconds,
      ]);
      expect(hc!.Retries).toBe(HEALTHCHECK.retries);
    }, 60_000);

    test('the HEALTHCHECK fails when no server runs', async () => {
      const idle = await runContainer({
        name: 'idle',
        image: IMAGE,
        network: { publish: await freePort(), containerPort: PORT },
        readOnly: true,
        command: ['node', '-e', 'setTimeout(() => {}, 600000)'],
      });
      const r = await podman(['healthcheck', 'run', idle]);
      expect(r.code, `podman healthcheck run passed with no server listening: ${r.stdout}`).not.toBe(0);
      await podman(['rm', '-f', '-v', '-t', '0', idle]);
    }, 60_000);
  });

  test(`podman stop drains: the request in flight is answered, /readyz and the HEALTHCHECK fail, exit 0 within ${STOP_GRACE_SECONDS} s; nothing written outside ${DATA_DIR} and /tmp`, async () => {
    // A login-info upstream that takes 3 s, so a request is in flight when the signal arrives.
    const upstream = http.createServer((_req, res) => setTimeout(() => res.end('{"user":{"alias":"slow"}}'), 3000));
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    try {
      const port = await freePort();
      // Not read-only, so that `podman diff` shows every file the server wrote outside its volume.
      const name = await runContainer({
        name: 'drain',
        image: IMAGE,
        network: 'host',
        stopTimeoutSeconds: STOP_GRACE_SECONDS,
        env: {
          ...(await replicaEnv(port)),
          LOGIN_INFO_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/info`,
          UPSTREAM_TIMEOUT_MS: '10000',
        },
      });
      await waitListening(name);
      for (const p of ['/', '/hosting']) expect((await request(port, 'GET', p)).status).toBe(200);
      expect((await request(port, 'POST', '/api/leads/difm', LEAD)).status).toBe(201);

      // With a session cookie: without one the server answers at once without asking the upstream.
      const inFlight = request(port, 'GET', '/api/login-info', undefined, { headers: { cookie: 'session=1' } });
      await sleep(500);
      const started = Date.now();
      const stopped = podman(['stop', '-t', String(STOP_GRACE_SECONDS), name], (STOP_GRACE_SECONDS + 30) * 1000);
      // During the drain delay the listener is open and /readyz says draining: the health check fails.
      let readyz: Answer | undefined;
      for (let i = 0; i < 40; i++) {
        await sleep(100);
        readyz = await request(port, 'GET', '/readyz').catch(() => undefined);
        if (readyz?.status === 503) break;
      }
      expect(readyz?.status, 'after SIGTERM /readyz did not turn 503 while the listener was open').toBe(503);
      const hc = await podman(['healthcheck', 'run', name]);
      expect(hc.code, `the HEALTHCHECK passed while the server was stopping: ${hc.stdout}`).not.toBe(0);
      const answer = await inFlight.catch((e: Error) => e);
      expect(answer instanceof Error ? answer.message : answer.status, 'the request in flight at SIGTERM').toBe(200);
      expect((answer as Answer).body.toString()).toBe('{"user":{"alias":"slow"}}');
      const stop = await stopped;
      const tookS = (Date.now() - started) / 1000;
      expect(stop.code, `podman stop failed: ${stop.stderr}`).toBe(0);
      const exit = Number(
        await podmanOk(['inspect', '--format', '{{.State.ExitCode}}', name], 'reading the exit code'),
      );
      const out = await logs(name);
      expect(
        exit,
        `the server exited ${exit} after SIGTERM (137: killed at the end of the grace period):\n${out.slice(-2000)}`,
      ).toBe(0);
      expect(out).toMatch(/"msg":"stopped"/);
      expect(tookS, 'podman stop took the whole grace period').toBeLessThan(STOP_GRACE_SECONDS);
      expect(
        await writtenOutsideData(name),
        'the server wrote outside DATA_DIR and /tmp (a read-only root would refuse these)',
      ).toEqual([]);
      console.log(
        `podman stop: drained in ${tookS.toFixed(1)} s (DRAIN_DELAY_MS ${REPLICA_ENV.DRAIN_DELAY_MS}), exit 0`,
      );
    } finally {
      upstream.close();
    }
  }, 120_000);

  describe('two containers behind HAProxy on PostgreSQL and Redis', () => {
    let pg: PgCluster | undefined;
    let redis: Daemon | undefined;
    let lb: Daemon | undefined;
    let service: Awaited<ReturnType<typeof startFakeLeadService>>;
    const replicas: { name: string; label: string; port: number }[] = [];

    beforeAll(async () => {
      [pg, redis, service] = await Promise.all([startPostgres(), startRedis(), startFakeLeadService('accept')]);
      const databaseUrl = await pg.createDatabase('site');
      for (const label of ['a', 'b']) {
        const port = await freePort();
        const name = await runContainer({
          name: `replica-${label}`,
          image: IMAGE,
          network: 'host',
          readOnly: true,
          tmpfs: TMPFS,
          stopTimeoutSeconds: STOP_GRACE_SECONDS,
          env: {
            ...(await replicaEnv(port)),
            DATABASE_URL: databaseUrl,
            REDIS_URL: `redis://127.0.0.1:${redis.port}`,
            // Each replica posts with a query of its own, so the check sees whose delivery is in flight.
            LEADS_API_URL: `${service.url}?replica=${label}`,
            SMTP_URL: '',
          },
        });
        replicas.push({ name, label, port });
      }
      await Promise.all(replicas.map((r) => waitListening(r.name)));
      lb = await startHaproxy(replicas.map((r) => r.port));
      // HAProxy marks both up after two passing checks; each must have answered through it.
      const seen = new Set<string>();
      const until = Date.now() + 30_000;
      while (seen.size < 2 && Date.now() < until) {
        await request(lb.port, 'GET', '/healthz');
        for (const r of replicas) if ((await logs(r.name)).includes('"path":"/healthz"')) seen.add(r.label);
        await sleep(200);
      }
      expect([...seen].sort(), 'HAProxy did not send requests to both containers').toEqual(['a', 'b']);
    }, 180_000);

    afterAll(async () => {
      await lb?.stop();
      await redis?.stop();
      await pg?.stop();
      await service?.close();
    }, 60_000);

    test('one rate limit for both: ten posts a minute from one address, whichever container answers', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) {
        const r = await request(
          lb!.port,
          'POST',
          '/api/leads/difm',
          { ...LEAD, email: `limit${i}@example.com` },
          {
            localAddress: '127.0.2.1',
          },
        );
        statuses.push(r.status);
      }
      expect(statuses, 'posts 1-10 accepted, 11-16 refused, across both containers').toEqual([
        ...Array(10).fill(201),
        ...Array(6).fill(429),
      ]);
      // The server writes its request lines in batches that wait up to a second (server/logger.ts): the log is
      // read until it holds every refusal, or for a few seconds more than that.
      const refusals = async (name: string) =>
        ((await logs(name)).match(/"path":"\/api\/leads\/difm"[^\n]*"statusCode":429/g) ?? []).length;
      let refusedBy: number[] = [];
      for (const until = Date.now() + BATCH_MAX_WAIT_MS * 5; ; await sleep(250)) {
        refusedBy = await Promise.all(replicas.map((r) => refusals(r.name)));
        if (refusedBy.reduce((a, b) => a + b) >= 6 || Date.now() > until) break;
      }
      expect(
        refusedBy.reduce((a, b) => a + b),
        `the containers' logs hold ${refusedBy.join(' + ')} request lines with 429 for the 6 refused posts`,
      ).toBe(6);
      expect(
        refusedBy.every((n) => n > 0),
        `both containers must refuse (one shared count in Redis), refused: ${refusedBy.join(', ')}`,
      ).toBe(true);
    }, 60_000);

    test('every lead is delivered through a podman kill of one container', async () => {
      const LEADS = 24;
      service.setDelay(1000);
      const ids: string[] = [];
      let next = 0;
      const client = async () => {
        while (next < LEADS) {
          const i = next++;
          // Each lead from its own loopback address, under the limit of ten per address.
          const r = await request(
            lb!.port,
            'POST',
            '/api/leads/difm',
            { ...LEAD, email: `kill${i}@example.com` },
            {
              localAddress: `127.0.3.${i + 1}`,
            },
          );
          expect(r.status, `lead ${i}: ${r.body.toString()}`).toBe(201);
          ids.push(JSON.parse(r.body.toString()).id as string);
        }
      };
      await Promise.all([client(), client(), client(), client()]);
      const victim = replicas[0];
      const until = Date.now() + 60_000;
      while (!service.received.some((r) => !r.answered && r.path.endsWith(`replica=${victim.label}`))) {
        expect(Date.now(), 'the container to be killed never had a delivery in flight').toBeLessThan(until);
        await sleep(10);
      }
      const storedAtKill = ids.filter((id) => service.stored().includes(id)).length;
      await podmanOk(['kill', victim.name], 'podman kill');
      service.setDelay(50);
      const killedAt = Date.now();
      // The survivor takes over the dead container's claims when their lease (three delivery timeouts) ends.
      while (!ids.every((id) => service.stored().includes(id))) {
        const stored = ids.filter((id) => service.stored().includes(id)).length;
        expect(
          Date.now() - killedAt,
          `${stored} of ${LEADS} leads delivered 120 s after the kill; survivor's log:\n${(await logs(replicas[1].name)).slice(-1500)}`,
        ).toBeLessThan(120_000);
        await sleep(250);
      }
      console.log(
        `two containers: ${LEADS} leads, one container killed with ${LEADS - storedAtKill} undelivered, all delivered ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
      );
    }, 240_000);
  });

  test(`the embedded SQLite database on a volume keeps a lead across a container restart`, async () => {
    const service = await startFakeLeadService('down');
    try {
      const port = await freePort();
      const spec = {
        image: IMAGE,
        network: 'host' as const,
        readOnly: true,
        tmpfs: TMPFS,
        volume: { name: 'sqlite-data', target: DATA_DIR },
        stopTimeoutSeconds: STOP_GRACE_SECONDS,
        env: {
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL,
          LEADS_API_URL: service.url,
          DELIVERY_TIMEOUT_MS: '2000',
        },
      };
      const first = await runContainer({ ...spec, name: 'sqlite-1' });
      await waitListening(first);
      const r = await request(port, 'POST', '/api/leads/difm', LEAD);
      expect(r.status).toBe(201);
      const id = JSON.parse(r.body.toString()).id as string;
      await podmanOk(['stop', '-t', String(STOP_GRACE_SECONDS), first], 'podman stop');
      await podmanOk(['rm', first], 'podman rm');
      expect(service.stored(), 'the lead service was down: nothing can have been delivered').toEqual([]);

      service.setMode('accept');
      const second = await runContainer({ ...spec, name: 'sqlite-2' });
      await waitListening(second);
      const until = Date.now() + 60_000;
      while (!service.stored().includes(id)) {
        expect(
          Date.now(),
          `the lead accepted before the restart was not delivered after it (lost with the container?):\n${(await logs(second)).slice(-1500)}`,
        ).toBeLessThan(until);
        await sleep(200);
      }
    } finally {
      await service.close();
    }
  }, 180_000);

  // Deliberate breaks, built on top of the checked image in seconds (test/container/fixtures): the check must fail
  // on each and say why, or it proves nothing about the next image that ships with that mistake.
  describe('deliberate breaks are caught and named', () => {
    test('a production dependency left out of the runtime stage', async () => {
      const broken = await breakImage(IMAGE, 'missing-dependency');
      expect(await imageFindings(broken)).toEqual(['production dependencies missing from the runtime image: pg']);
    }, 300_000);

    test('the database directory outside the volume: refused under the read-only root, named by the diff', async () => {
      const broken = await breakImage(IMAGE, 'data-outside-volume');
      const readOnly = await runContainer({
        name: 'broken-ro',
        image: broken,
        network: { publish: await freePort(), containerPort: PORT },
        readOnly: true,
        tmpfs: TMPFS,
        volume: { name: 'broken-data', target: DATA_DIR },
        env: { PUBLIC_URL },
      });
      const refused = await waitListening(readOnly).then(
        () => 'listening',
        (e: Error) => e.message,
      );
      expect(refused).toMatch(/exited before listening/);
      expect(refused).toMatch(/DATA_DIR \/app\/state\b.*(read-only|EROFS)/i);

      const port = await freePort();
      const writable = await runContainer({
        name: 'broken-rw',
        image: broken,
        network: 'host',
        volume: { name: 'broken-data', target: DATA_DIR },
        env: { ...(await replicaEnv(port)), LEADS_API_URL: 'http://127.0.0.1:9/leads' },
      });
      await waitListening(writable);
      expect((await request(port, 'POST', '/api/leads/difm', LEAD)).status).toBe(201);
      const outside = await writtenOutsideData(writable);
      expect(outside, 'the diff names the database written outside the volume').toContain('/app/state');
      expect(
        outside.some((p) => /^\/app\/state\/.+\.(db|sqlite)/.test(p)),
        outside.join(', '),
      ).toBe(true);
    }, 300_000);
  });
});

/** The body with the render's timestamp in the page data (AppData.renderedAt, server/pages.ts) set to 0. */
function withoutRenderTime(body: Buffer): Buffer {
  return Buffer.from(body.toString('latin1').replace(/"renderedAt":\d+/g, '"renderedAt":0'), 'latin1');
}

/** A few bytes either side of an offset, as text, for a failure message. */
function around(b: Buffer, at: number): string {
  return b.subarray(Math.max(0, at - 40), at + 40).toString('latin1');
}

function firstDifference(a: Buffer, b: Buffer): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return n;
}
