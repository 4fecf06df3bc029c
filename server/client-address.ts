// Who a request comes from, as Express's trust proxy settings read it, and how much one address may make the server
// render: used by the page step and the form pages, outside Express.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** The trust proxy function Express compiles from TRUST_PROXY. */
export type TrustProxy = (addr: string | undefined, i: number) => boolean;

/**
 * At most `perWindow` of something per `windowMs` for one address (a key): true while the address is within it.
 * Bounded memory under a flood from many addresses: past 10,000 addresses everyone is forgotten at once.
 */
export function addressBudget(perWindow: number, windowMs: number, now = Date.now): (address: string) => boolean {
  const spent = new Map<string, { n: number; until: number }>();
  return (address) => {
    const t = now();
    if (spent.size > 10_000) spent.clear();
    const s = spent.get(address);
    if (!s || s.until <= t) {
      spent.set(address, { n: 1, until: t + windowMs });
      return true;
    }
    return ++s.n <= perWindow;
  };
}

/**
 * How many page variants one client may have rendered: 60 per 10 s (a person browsing theme demos or upgrade
 * links needs a handful). Beyond it the client gets 429 for variants not yet cached; pages and cached variants
 * are unaffected. Keeps one address from keeping the renderer busy for everyone.
 */
export function variantBudget(
  clientIp: (req: IncomingMessage) => string,
  perWindow = 60,
  windowMs = 10_000,
  now = Date.now,
) {
  const admit = addressBudget(perWindow, windowMs, now);
  return (req: IncomingMessage): boolean => admit(clientIp(req));
}

/** The client's address as Express's req.ip finds it: X-Forwarded-For is read only through trusted hops. */
export function clientIp(req: IncomingMessage, trust: TrustProxy): string {
  const xff = req.headers['x-forwarded-for'];
  const hops = [
    req.socket.remoteAddress ?? '',
    ...(typeof xff === 'string'
      ? xff
          .split(',')
          .map((a) => a.trim())
          .reverse()
      : []),
  ];
  let i = 0;
  while (i < hops.length - 1 && trust(hops[i], i)) i++;
  return hops[i];
}

/** HTTPS as the visitor sees it: the socket, or X-Forwarded-Proto from a trusted proxy (as Express's req.protocol). */
export function isSecure(req: IncomingMessage, trust: TrustProxy): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trust(req.socket.remoteAddress, 0)) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
