// Decision 071: two replicas of the built server behind HAProxy, on one PostgreSQL outbox and one Redis rate limit, all
// real processes on loopback ports. 200 leads go in through the balancer; one replica is killed with SIGKILL while
// they are being delivered; every lead reaches the fake lead service, each Idempotency-Key stored once. And 60 rapid
// posts from one address meet the limit at the same count whichever replica answers.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../../scripts/build-config.ts';
import { startFakeLeadService, type FakeLeadService } from '../fakes/lead-service.ts';
import { freePort, shouldSkip, startHaproxy, startPostgres, startRedis, type Daemon, type PgCluster } from './infra.ts';

const MAIN = path.join(ROOT, 'dist/server/index.js');
const LEADS = 200;
/** Deliveries each replica runs at once (DELIVERY_CONCURRENCY). */
const CONCURRENCY = 4;
const RAPID = 60;
/** decision 026: ten form posts a minute per address. */
const LIMIT = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Replica {
  name: string;
  port: number;
  metricsPort: number;
  proc: ChildProcess;
  out(): string;
  exited: Promise<unknown>;
}

async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const metricsPort = await freePort();
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'info',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `replica-${name}-`)),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise((r) => proc.once('exit', r));
  const until = Date.now() + 60_000;
  while (!/"msg":"listening"/.test(out)) {
    if (proc.exitCode !== null) throw new Error(`replica ${name} exited: ${out.slice(-2000)}`);
    if (Date.now() > until) throw new Error(`replica ${name} did not start: ${out.slice(-2000)}`);
    await sleep(50);
  }
  return { name, port, metricsPort, proc, out: () => out, exited };
}

interface Answer {
  status: number;
  body: string;
}
function send(
  port: number,
  method: string,
  p: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: p,
        agent: false,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const name = (i: number) => `Lead ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
const leadBody = (i: number) => ({
  name: name(i),
  email: `lead${i}@example.com`,
  phone: '(213) 373-4253',
  countryCode: 'US',
  agreetos: true,
});

/** Lines of a replica's log answering POST /api/leads, by status. */
function leadPostsBy(r: Replica): Map<number, number> {
  const m = new Map<number, number>();
  for (const line of r.out().split('\n')) {
    if (!line.includes('"path":"/api/leads/difm"') || !line.includes('"method":"POST"')) continue;
    const s = /"statusCode":(\d+)/.exec(line);
    if (s) m.set(Number(s[1]), (m.get(Number(s[1])) ?? 0) + 1);
  }
  return m;
}

const skip = shouldSkip('the two-replica test', 'pg', 'redis', 'haproxy');

describe.skipIf(skip)('two replicas behind HAProxy on PostgreSQL and Redis', () => {
  let pg: PgCluster | undefined;
  let redis: Daemon | undefined;
  let lb: Daemon | undefined;
  let service: FakeLeadService;
  /** Ids of the leads the rate-limit test had accepted. */
  const earlierIds: string[] = [];
  const replicas: Replica[] = [];

  beforeAll(async () => {
    if (!fs.existsSync(MAIN)) throw new Error('no build: run npm run build first (npm test does)');
    [pg, redis, service] = await Promise.all([startPostgres(), startRedis(), startFakeLeadService('accept')]);
    // A receiver taking a little time per lead, so that delivery is still under way when a replica is killed.
    service.setDelay(40);
    const databaseUrl = await pg.createDatabase('site');
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      LEADS_API_URL: service.url,
      TRUST_PROXY: 'loopback',
      // A lease of three delivery timeouts: 6 s before a killed replica's claims are taken over.
      DELIVERY_TIMEOUT_MS: '2000',
      DELIVERY_CONCURRENCY: String(CONCURRENCY),
    };
    // Started together: the migrations run once, under the advisory lock. Each posts to the lead service with a
    // query of its own, so the test can see which replica has a delivery in flight.
    const own = (name: string) => ({ ...env, LEADS_API_URL: `${service.url}?replica=${name}` });
    replicas.push(...(await Promise.all([startReplica('a', own('a')), startReplica('b', own('b'))])));
    lb = await startHaproxy(replicas.map((r) => r.port));
    // HAProxy marks both up after two passing checks.
    const until = Date.now() + 20_000;
    const seen = new Set<string>();
    while (seen.size < 2 && Date.now() < until) {
      await send(lb.port, 'GET', '/healthz');
      for (const r of replicas) if (r.out().includes('"path":"/healthz"')) seen.add(r.name);
      await sleep(100);
    }
    expect(seen.size).toBe(2);
  }, 120_000);

  afterAll(async () => {
    for (const r of replicas) if (r.proc.exitCode === null && r.proc.signalCode === null) r.proc.kill('SIGKILL');
    await Promise.all(replicas.map((r) => r.exited));
    await lb?.stop();
    await redis?.stop();
    await pg?.stop();
    await service?.close();
  }, 60_000);

  test('the schema was migrated once by the two replicas starting together', () => {
    const migrated = replicas.filter((r) => r.out().includes('"msg":"database migrated"'));
    expect(migrated).toHaveLength(1);
  });

  test(`${RAPID} rapid posts from one address meet the limit at post ${LIMIT + 1}, whichever replica answers`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RAPID; i++) {
      const r = await send(lb!.port, 'POST', '/api/leads/difm', leadBody(i), { 'x-forwarded-for': '203.0.113.7' });
      statuses.push(r.status);
      if (r.status === 201) earlierIds.push(JSON.parse(r.body).id);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(201));
    expect(statuses.slice(LIMIT)).toEqual(Array(RAPID - LIMIT).fill(429));
    // Both replicas answered, and both refused: one shared count, not one per replica.
    // The log lines of the last answers may still be on their way.
    let [a, b] = replicas.map(leadPostsBy);
    for (let i = 0; i < 40 && (a.get(429) ?? 0) + (b.get(429) ?? 0) < RAPID - LIMIT; i++) {
      await sleep(50);
      [a, b] = replicas.map(leadPostsBy);
    }
    expect((a.get(429) ?? 0) + (b.get(429) ?? 0)).toBe(RAPID - LIMIT);
    expect(a.get(429) ?? 0).toBeGreaterThan(0);
    expect(b.get(429) ?? 0).toBeGreaterThan(0);
    expect((a.get(201) ?? 0) + (b.get(201) ?? 0)).toBe(LIMIT);
    console.log(
      `rate limit through HAProxy: posts 1-${LIMIT} accepted, ${LIMIT + 1}-${RAPID} refused; replica a answered ${(a.get(201) ?? 0) + (a.get(429) ?? 0)}, replica b ${(b.get(201) ?? 0) + (b.get(429) ?? 0)}`,
    );
  }, 60_000);

  test(`${LEADS} leads survive a SIGKILL of one replica mid-delivery: each delivered, each key stored once`, async () => {
    // The leads accepted by the rate-limit test may still be on their way on a loaded machine: they belong to
    // the expected set whether they arrived before this test or during it.
    const before = new Set([...service.stored(), ...earlierIds]);
    const ids: string[] = [];
    // A slow receiver while the leads come in: each replica has deliveries in flight when one is killed.
    service.setDelay(1000);
    // Four clients at a time, each lead from its own address (the limit is per address).
    let next = 0;
    const client = async () => {
      while (next < LEADS) {
        const i = next++;
        const r = await send(lb!.port, 'POST', '/api/leads/difm', leadBody(i), {
          'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        });
        expect(r.status).toBe(201);
        ids.push(JSON.parse(r.body).id);
      }
    };
    const started = Date.now();
    await Promise.all([client(), client(), client(), client()]);
    const acceptedMs = Date.now() - started;
    expect(new Set(ids).size).toBe(LEADS);

    // Kill replica a with its deliveries in flight; the receiver then speeds up.
    const victim = replicas[0];
    // Kill when some leads are stored and the victim itself has deliveries on their way: those are the claims the
    // survivor must take over. (The survivor's own deliveries in flight would not do: the victim's four lanes run
    // nearly in step, so all of them can be between rows, their next claims not yet committed, while the survivor's
    // are busy; killed then, the victim leaves nothing to take over.)
    const inFlightNow = () =>
      service.received.filter((r) => !r.answered && r.path.endsWith(`replica=${victim.name}`)).length;
    const deliveredOfOurs = () => {
      const stored = new Set(service.stored());
      return ids.filter((id) => stored.has(id)).length;
    };
    while (deliveredOfOurs() < 8 || inFlightNow() === 0) {
      expect(Date.now() - started).toBeLessThan(60_000);
      await sleep(5);
    }
    const inFlight = inFlightNow();
    const deliveredAtKill = deliveredOfOurs();
    expect(inFlight).toBeGreaterThan(0);
    expect(deliveredAtKill).toBeLessThan(LEADS);
    victim.proc.kill('SIGKILL');
    await victim.exited;
    const killedAt = Date.now();
    const deliveredAfterKill = deliveredOfOurs();
    // The receiver stays slow for now, so the survivor has a backlog of many seconds: the dead replica's claims
    // must still be taken over when their lease (6 s) ends, not when the survivor's queue is empty.
    const survivorOut = replicas[1];
    const releasedBefore = (survivorOut.out().match(/claims of a stopped process released/g) ?? []).length;
    while ((survivorOut.out().match(/claims of a stopped process released/g) ?? []).length === releasedBefore) {
      // On failure, say how far the survivor got and what it last logged.
      expect(
        Date.now() - killedAt,
        `${deliveredOfOurs()} of ${LEADS} delivered; survivor's last lines:\n${survivorOut.out().slice(-1500)}`,
      ).toBeLessThan(60_000);
      await sleep(50);
    }
    const takenOverMs = Date.now() - killedAt;
    // Until the takeover the survivor alone delivers, from its own backlog, to a receiver taking 1 s a lead: its
    // lanes (one started on every insert while fewer than DELIVERY_CONCURRENCY run) drain CONCURRENCY leads a second;
    // one lane at a time would be under one a second.
    const drainRate = (deliveredOfOurs() - deliveredAfterKill) / (takenOverMs / 1000);
    console.log(
      `survivor's drain rate alone, receiver 1 s a lead, DELIVERY_CONCURRENCY ${CONCURRENCY}: ${drainRate.toFixed(2)} leads/s ` +
        `(${deliveredOfOurs() - deliveredAfterKill} in ${(takenOverMs / 1000).toFixed(1)} s)`,
    );
    expect(drainRate).toBeGreaterThan(CONCURRENCY / 2);
    expect(drainRate).toBeLessThan(CONCURRENCY * 1.25);
    // What tells "when the lease ends" from "when the survivor's own queue is empty" is the backlog: four lanes at
    // a second per lead need about 45 s for the ~180 waiting, so a takeover with more than 20 still waiting came
    // from the check between rows. The time is only bounded loosely: on a quiet machine it is 5-6 s (lease 6 s,
    // a check every second), but a machine running Chromium and builds beside these processes has stalled them for
    // 15 to 40 s.
    const backlogAtTakeover = LEADS - deliveredOfOurs();
    expect(backlogAtTakeover).toBeGreaterThan(20);
    expect(takenOverMs).toBeLessThan(60_000);
    service.setDelay(40);

    const all = new Set([...before, ...ids]);
    while (!ids.every((id) => service.stored().includes(id))) {
      expect(Date.now() - killedAt).toBeLessThan(90_000);
      await sleep(100);
    }
    const doneMs = Date.now() - killedAt;
    // A moment more: nothing arrives late, nothing twice.
    await sleep(1500);
    const stored = service.stored();
    expect(stored.length).toBe(new Set(stored).size);
    expect(new Set(stored)).toEqual(all);
    const raw = service.received.filter((r) => ids.includes(r.idempotencyKey as string));
    const resent = raw.length - LEADS;
    console.log(
      `two replicas: ${LEADS} leads accepted through HAProxy in ${(acceptedMs / 1000).toFixed(1)} s; replica a SIGKILLed after ${deliveredAtKill} deliveries with ${inFlight} of its requests in flight; ` +
        `its claims taken over ${(takenOverMs / 1000).toFixed(1)} s after the kill with ${backlogAtTakeover} leads still waiting; ` +
        `all ${LEADS} stored ${(doneMs / 1000).toFixed(1)} s after the kill; ${raw.length} requests reached the lead service (${resent} resent with the same key, kept once)`,
    );

    // The survivor's outbox view: every row delivered, none dead; its stats agree.
    const survivor = replicas[1];
    // The scrape reads the database; rows of the earlier rate-limit test may still be finishing on a loaded machine.
    const delivered = (body: string) =>
      Number(/^outbox_rows\{kind="lead",status="delivered"\} (\d+)$/m.exec(body)?.[1]);
    let metrics = await send(survivor.metricsPort, 'GET', '/metrics');
    for (let i = 0; i < 40 && delivered(metrics.body) < all.size; i++) {
      await sleep(250);
      metrics = await send(survivor.metricsPort, 'GET', '/metrics');
    }
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/^outbox_rows\{kind="lead",status="delivered"\} (\d+)$/m);
    expect(Number(/^outbox_rows\{kind="lead",status="delivered"\} (\d+)$/m.exec(metrics.body)?.[1])).toBe(all.size);
    expect(metrics.body).toMatch(/^outbox_rows\{kind="lead",status="dead"\} 0$/m);
    expect(metrics.body).toMatch(/^outbox_oldest_pending_age_seconds 0$/m);
    expect(metrics.body).toMatch(/^outbox_delivery_attempts_total\{kind="lead",outcome="delivered"\} \d+$/m);
    expect(metrics.body).toMatch(/^upstream_requests_total\{upstream="leads",outcome="ok"\} \d+$/m);
    expect(metrics.body).toMatch(
      /^http_requests_total\{route="api:\/leads\/:leadType",method="POST",status="201"\} \d+$/m,
    );
    expect(metrics.body).toMatch(
      /^http_request_duration_seconds_count\{route="api:\/leads\/:leadType",method="POST"\} \d+$/m,
    );
    expect(metrics.body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(metrics.body).toMatch(/^database_writable 1$/m);
    // Never on the public port.
    expect((await send(survivor.port, 'GET', '/metrics')).status).toBe(404);
    expect((await send(lb!.port, 'GET', '/metrics')).status).toBe(404);
  }, 150_000);
});
