import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A loopback SMTP server that records messages, or refuses them with a temporary failure (451).

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  url: string;
  messages: ReceivedMail[];
  /** MAIL FROM commands seen, including refused ones. */
  attempts: number;
  setRefuse(refuse: boolean): void;
  close(): Promise<void>;
}

export async function startFakeSmtp(opts: { refuse?: boolean } = {}): Promise<FakeSmtp> {
  let refuse = opts.refuse ?? false;
  const state = { attempts: 0 };
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed certificate for the client to trip over.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      state.attempts++;
      if (!refuse) return callback();
      const err = Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get attempts() {
      return state.attempts;
    },
    setRefuse(r) {
      refuse = r;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
