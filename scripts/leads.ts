import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { closeDatabase, openDatabase } from '../server/db/database.ts';
import { createOutbox, type LeadRow, type Outbox, type OutboxSummary } from '../server/db/outbox.ts';

// Ops CLI (issue 5): `npm run leads -- list` and `npm run leads -- export --csv`.
// The export is the one place personal data leaves the service, on purpose, to stdout only.

export const USAGE = `usage:
  npm run leads -- list              table of id, kind, type, status, attempts, created (no personal data)
  npm run leads -- export --csv      every stored lead with all its fields, as CSV on stdout`;

export const CSV_COLUMNS = [
  'id', 'leadType', 'status', 'attempts', 'createdAt', 'captcha',
  'name', 'email', 'phone', 'countryCode', 'company', 'time', 'date', 'intentId', 'intentText', 'agreetos',
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
  const body = rows.map((r) => [r.id, r.kind, r.type, r.status, String(r.attempts), new Date(r.createdAt).toISOString()]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return `${[fmt(header), ...body.map(fmt)].join('\n')}\n${rows.length} row${rows.length === 1 ? '' : 's'}\n`;
}

export interface CliIo {
  out: (s: string) => void;
  err: (s: string) => void;
}

/** Runs one command against an outbox; returns the process exit code. */
export function runLeadsCli(args: readonly string[], outbox: Outbox, io: CliIo): number {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) {
    io.out(summaryTable(outbox.list()));
    return 0;
  }
  if (command === 'export' && rest.length === 1 && rest[0] === '--csv') {
    io.out(leadsToCsv(outbox.leads()));
    return 0;
  }
  io.err(`${USAGE}\n`);
  return 2;
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    process.exitCode = args.length === 0 ? 2 : 0;
    return;
  }
  const config = loadConfig();
  const db = openDatabase(config.DATA_DIR);
  try {
    process.exitCode = runLeadsCli(args, createOutbox(db), {
      out: (s) => process.stdout.write(s),
      err: (s) => process.stderr.write(s),
    });
  } finally {
    closeDatabase(db);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
