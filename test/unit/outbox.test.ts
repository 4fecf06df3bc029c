import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { closeDatabase, DATABASE_FILE, openDatabase, type Db } from '../../server/db/database.ts';
import { createOutbox, type LeadPayload } from '../../server/db/outbox.ts';

const lead: LeadPayload = {
  leadType: 'difm',
  lead: { name: 'Ada', email: 'ada@example.com', phone: '2133734253', countryCode: 'US', agreetos: true },
  captcha: 'disabled',
};

let dir: string;
let db: Db;
let now: number;
const clock = () => now;

beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'nested', 'data');
  now = 1_700_000_000_000;
  db = openDatabase(dir);
});
afterEach(() => {
  closeDatabase(db);
  fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
});

describe('database', () => {
  test('creates DATA_DIR, uses WAL and keeps the file private', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const mode = fs.statSync(path.join(dir, DATABASE_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  test('reopening keeps rows and does not migrate twice', () => {
    createOutbox(db, clock).addLead(lead);
    closeDatabase(db);
    db = openDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(createOutbox(db, clock).count()).toBe(1);
  });
});

describe('outbox', () => {
  test('a stored lead is pending and comes back as it went in', () => {
    const outbox = createOutbox(db, clock);
    const row = outbox.addLead(lead);
    expect(row).toMatchObject({ kind: 'lead', type: 'difm', status: 'pending', attempts: 0, payload: lead });
    expect(outbox.get(row.id)?.payload).toEqual(lead);
  });

  test('a row is claimed once, counting the attempt', () => {
    const outbox = createOutbox(db, clock);
    const row = outbox.addLead(lead);
    const claimed = outbox.claimNext('lead');
    expect(claimed).toMatchObject({ id: row.id, status: 'sending', attempts: 1 });
    expect(outbox.claimNext('lead')).toBeUndefined();
    // A second handle on the same file (another worker) cannot claim it either.
    expect(createOutbox(db, clock).claimNext('lead')).toBeUndefined();
    expect(outbox.claimNext('mail')).toBeUndefined();
  });

  test('a failed row waits for its retry time; a dead row is never claimed', () => {
    const outbox = createOutbox(db, clock);
    const row = outbox.addLead(lead);
    outbox.claimNext('lead');
    outbox.markFailed(row.id, 'HTTP 503', now + 1000);
    expect(outbox.get(row.id)).toMatchObject({ status: 'pending', lastError: 'HTTP 503' });
    expect(outbox.claimNext('lead')).toBeUndefined();
    now += 1000;
    expect(outbox.claimNext('lead')?.attempts).toBe(2);
    outbox.markFailed(row.id, 'HTTP 503', null);
    now += 10_000_000;
    expect(outbox.claimNext('lead')).toBeUndefined();
    expect(outbox.get(row.id)?.status).toBe('dead');
  });

  test('delivered rows stay delivered', () => {
    const outbox = createOutbox(db, clock);
    const row = outbox.addMail({ template: 'enterprise-contact', to: 'sales@example.com', variables: { name: 'Ada' } });
    outbox.claimNext('mail');
    outbox.markDelivered(row.id);
    outbox.markFailed(row.id, 'late failure', now);
    expect(outbox.get(row.id)?.status).toBe('delivered');
    expect(outbox.claimNext('mail')).toBeUndefined();
  });

  test('only claims older than the lease are released', () => {
    const outbox = createOutbox(db, clock);
    const row = outbox.addLead(lead);
    outbox.claimNext('lead');
    expect(outbox.releaseStale(now)).toBe(0);
    now += 5000;
    expect(outbox.releaseStale(now)).toBe(1);
    expect(outbox.get(row.id)?.status).toBe('pending');
  });

  test('the list holds no personal data', () => {
    const outbox = createOutbox(db, clock);
    outbox.addLead(lead);
    const text = JSON.stringify(outbox.list());
    expect(text).not.toContain('ada@example.com');
    expect(text).not.toContain('2133734253');
    expect(outbox.list('lead')).toHaveLength(1);
    expect(outbox.list('mail')).toHaveLength(0);
  });
});
