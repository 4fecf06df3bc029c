import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { closeDatabase, openDatabase } from '../server/db/database.ts';
import { createOutbox, type LeadRow, type Outbox, type OutboxStats, type OutboxSummary } from '../server/db/outbox.ts';
import { createPgOutbox, createPgPool, migratePg } from '../server/db/postgres.ts';

// Ops CLI: list, export, stats and retry, on the embedded database (DATA_DIR) or on PostgreSQL
// when DATABASE_URL is set. The export is the one place personal data leaves the service, on purpose, to stdout only.

export const USAGE = `usage:
  npm run leads -- list              table of id, kind, type, status, attempts, created (no personal data)
  npm run leads -- export --csv      every stored lead with all its fields, as CSV on stdout
  npm run leads -- stats             rows by status and the age of the oldest undelivered row
  npm run leads -- retry <id>        a dead-lettered lead or mail back to pending, delivered again from attempt 1
  npm run leads -- retry --dead      every dead-lettered row back to pending
The store is PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "3 h 12 min", "45 s": the age of the oldest undelivered row. */
export function formatAge(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${s % 60} s`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h ${m % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

export function statsText(stats: OutboxStats): string {
  const lines = (['pending', 'sending', 'delivered', 'dead'] as const).map(
    (st) => `${st.padEnd(10)} ${stats.byStatus[st]}`,
  );
  lines.push(`oldest undelivered: ${stats.oldestPendingAgeMs === null ? 'none' : formatAge(stats.oldestPendingAgeMs)}`);
  return `${lines.join('\n')}\n`;
}

export const CSV_COLUMNS = [
  'id',
  'leadType',
  'status',
  'attempts',
  'createdAt',
  'captcha',
  'name',
  'email',
  'phone',
  'countryCode',
  'company',
  'time',
  'date',
  'intentId',
  'intentText',
  'agreetos',
] as const;

/**
 * RFC 4180 quoting, plus a leading apostrophe on cells a spreadsheet would run as a formula.
 * A phone like "+1 213 ..." stays as it is: only a sign followed by something other than phone characters counts.
 */
export function csvCell(value: unknown): string {
  let s = value === undefined || value === null ? '' : String(value);
  if (/^[=@\t\r]/.test(s) || /^[+-](?![\d\s().-]*$)/.test(s)) s = `'${s}`;
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function leadsToCsv(rows: readonly LeadRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const l = r.payload.lead;
    const record: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      id: r.id,
      leadType: r.payload.leadType,
      status: r.status,
      attempts: r.attempts,
      createdAt: new Date(r.createdAt).toISOString(),
      captcha: r.payload.captcha,
      name: l.name,
      email: l.email,
      phone: l.phone,
      countryCode: l.countryCode,
      company: l.company,
      time: l.time,
      date: l.date,
      intentId: l.intentId,
      intentText: l.intentText,
      agreetos: l.agreetos,
    };
    lines.push(CSV_COLUMNS.map((c) => csvCell(record[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function summaryTable(rows: readonly OutboxSummary[]): string {
  const header = ['id', 'kind', 'type', 'status', 'attempts', 'created'];
  const body = rows.map((r) => [
    r.id,
    r.kind,
    r.type,
    r.status,
    String(r.attempts),
    new Date(r.createdAt).toISOString(),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return `${[fmt(header), ...body.map(fmt)].join('\n')}\n${rows.length} row${rows.length === 1 ? '' : 's'}\n`;
}

export interface CliIo {
  out: (s: string) => void;
  err: (s: string) => void;
}

/** Runs one command against an outbox; resolves to the process exit code. */
export async function runLeadsCli(args: readonly string[], outbox: Outbox, io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) {
    io.out(summaryTable(await outbox.list()));
    return 0;
  }
  if (command === 'export' && rest.length === 1 && rest[0] === '--csv') {
    io.out(leadsToCsv(await outbox.leads()));
    return 0;
  }
  if (command === 'stats' && rest.length === 0) {
    io.out(statsText(await outbox.stats()));
    return 0;
  }
  if (command === 'retry' && rest.length === 1 && rest[0] === '--dead') {
    const n = await outbox.retryDead();
    io.out(`${n} dead row${n === 1 ? '' : 's'} back to pending\n`);
    return 0;
  }
  if (command === 'retry' && rest.length === 1 && UUID.test(rest[0])) {
    if (await outbox.retry(rest[0])) {
      io.out(`${rest[0]} back to pending\n`);
      return 0;
    }
    const row = await outbox.get(rest[0]);
    io.err(row ? `${rest[0]} is ${row.status}, not dead: nothing changed\n` : `no row ${rest[0]}\n`);
    return 1;
  }
  io.err(`${USAGE}\n`);
  return 2;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    process.exitCode = args.length === 0 ? 2 : 0;
    return;
  }
  const config = loadConfig();
  const io: CliIo = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) };
  if (config.DATABASE_URL) {
    const pool = createPgPool(config.DATABASE_URL, { max: 1 });
    try {
      await migratePg(pool);
      process.exitCode = await runLeadsCli(args, createPgOutbox(pool), io);
    } finally {
      await pool.end();
    }
    return;
  }
  const db = openDatabase(config.DATA_DIR);
  try {
    process.exitCode = await runLeadsCli(args, createOutbox(db), io);
  } finally {
    closeDatabase(db);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
