import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../server/db/database.ts';
import { createOutbox, type LeadPayload } from '../../server/db/outbox.ts';
import { csvCell, leadsToCsv, runLeadsCli } from '../../scripts/leads.ts';

const tricky: LeadPayload = {
  leadType: 'bm_legal_presales',
  lead: {
    name: "O'Hara, Jr.",
    email: 'o.hara@example.com',
    phone: '+1 213 373 4253',
    countryCode: 'US',
    company: 'Say "hi"\nInc.',
    time: 'Mon Mar 10 2025, 6:00 - 9:00',
    intentId: 'grow',
    intentText: 'I want to grow my existing business',
    agreetos: true,
  },
  captcha: 'verified',
};

let dir: string | undefined;
let db: Db | undefined;
afterEach(() => {
  if (db) closeDatabase(db);
  db = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function fresh() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'));
  dir = d;
  db = openDatabase(d);
  return createOutbox(db, () => Date.parse('2025-03-05T20:00:00Z'));
}

async function run(args: string[], outbox: ReturnType<typeof fresh>) {
  let out = '';
  let err = '';
  const code = await runLeadsCli(args, outbox, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

describe('csv cells', () => {
  test('quote commas, quotes and line breaks; neutralize formulas; keep phones', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+1 (213) 373-4253')).toBe('+1 (213) 373-4253');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('npm run leads', () => {
  test('list shows id, kind, type, status, attempts and created, without personal data', async () => {
    const outbox = fresh();
    const row = outbox.addLead(tricky);
    outbox.addMail({ template: 'enterprise-contact', to: 'sales@example.com', variables: { name: 'Ada' } });
    const { code, out } = await run(['list'], outbox);
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines[0].split(/\s+/)).toEqual(['id', 'kind', 'type', 'status', 'attempts', 'created']);
    expect(lines[1].split(/\s+/)).toEqual([
      row.id,
      'lead',
      'bm_legal_presales',
      'pending',
      '0',
      '2025-03-05T20:00:00.000Z',
    ]);
    expect(lines[2]).toMatch(/mail\s+enterprise-contact\s+pending/);
    expect(lines[3]).toBe('2 rows');
    expect(out).not.toContain("O'Hara");
    expect(out).not.toContain('example.com');
  });

  test('export --csv writes every lead field, correctly escaped, and no mails', async () => {
    const outbox = fresh();
    const row = outbox.addLead(tricky);
    outbox.addMail({ template: 'enterprise-contact', to: 'sales@example.com', variables: {} });
    const { code, out } = await run(['export', '--csv'], outbox);
    expect(code).toBe(0);
    expect(out).toBe(leadsToCsv(outbox.leads()));
    const [header, record, end] = out.split('\r\n');
    expect(header).toBe(
      'id,leadType,status,attempts,createdAt,captcha,name,email,phone,countryCode,company,time,date,intentId,intentText,agreetos',
    );
    expect(record).toBe(
      `${row.id},bm_legal_presales,pending,0,2025-03-05T20:00:00.000Z,verified,"O'Hara, Jr.",o.hara@example.com,+1 213 373 4253,US,"Say ""hi""\nInc.","Mon Mar 10 2025, 6:00 - 9:00",,grow,I want to grow my existing business,true`,
    );
    expect(end).toBe('');
  });

  test('a wrong command prints the usage and fails', async () => {
    const outbox = fresh();
    for (const args of [
      [],
      ['export'],
      ['drop'],
      ['list', '--all'],
      ['retry'],
      ['retry', 'not-an-id'],
      ['stats', '--all'],
    ]) {
      const { code, err, out } = await run(args, outbox);
      expect(code).toBe(2);
      expect(err).toMatch(/usage/);
      expect(out).toBe('');
    }
  });

  test('stats counts rows by status and gives the age of the oldest undelivered one', async () => {
    let now = Date.parse('2025-03-05T20:00:00Z');
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'));
    dir = d;
    db = openDatabase(d);
    const outbox = createOutbox(db, () => now);
    const a = outbox.addLead(tricky);
    outbox.addLead(tricky);
    outbox.claimNext('lead');
    outbox.markDelivered(a.id);
    now += 3 * 60_000 + 5000;
    const { code, out } = await run(['stats'], outbox);
    expect(code).toBe(0);
    expect(out).toBe('pending    1\nsending    0\ndelivered  1\ndead       0\noldest undelivered: 3 min 5 s\n');
    expect(out).not.toContain('example.com');
  });

  test('retry puts one dead row, or every dead row, back to pending', async () => {
    const outbox = fresh();
    const rows = [outbox.addLead(tricky), outbox.addLead(tricky), outbox.addLead(tricky)];
    for (const r of rows) {
      outbox.claimNext('lead');
      outbox.markFailed(r.id, 'HTTP 503', null);
    }
    expect(outbox.stats().byStatus.dead).toBe(3);

    expect(await run(['retry', rows[0].id], outbox)).toEqual({
      code: 0,
      out: `${rows[0].id} back to pending\n`,
      err: '',
    });
    expect(outbox.get(rows[0].id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    // Not dead any more: nothing changes, and the operator is told.
    const again = await run(['retry', rows[0].id], outbox);
    expect(again.code).toBe(1);
    expect(again.err).toBe(`${rows[0].id} is pending, not dead: nothing changed\n`);
    const unknown = await run(['retry', '00000000-0000-4000-8000-000000000000'], outbox);
    expect(unknown).toMatchObject({ code: 1, err: 'no row 00000000-0000-4000-8000-000000000000\n' });

    expect(await run(['retry', '--dead'], outbox)).toMatchObject({ code: 0, out: '2 dead rows back to pending\n' });
    expect(outbox.stats().byStatus).toEqual({ pending: 3, sending: 0, delivered: 0, dead: 0 });
  });

  test('the script runs against DATA_DIR', () => {
    const outbox = fresh();
    outbox.addLead(tricky);
    closeDatabase(db as Db);
    db = undefined;
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', 'export', '--csv'], {
      env: { ...process.env, DATA_DIR: dir as string },
      encoding: 'utf8',
    });
    expect(out.split('\r\n')).toHaveLength(3);
    expect(out).toContain('o.hara@example.com');
    // A child process compiling the script with tsx: about 4 s alone, more on a loaded machine.
  }, 30_000);
});
