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
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(createOutbox(db, clock).count()).toBe(1);
  });
});

// The outbox behaviour itself is the contract suite (outbox-contract.test.ts), run against both stores.
