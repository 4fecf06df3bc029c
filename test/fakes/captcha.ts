import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for the invisible captcha provider (Cloudflare Turnstile, decision 141): GET /api.js serves a
// script with the parts of window.turnstile the forms use (render with execution "execute", execute, reset), and
// POST /siteverify speaks the siteverify protocol (form fields secret, response, remoteip; JSON {"success"}).
// A token is good once, and only for the secret given here. setVerdict('fail') makes the challenge itself fail.

export interface FakeCaptcha {
  /** Script URL for CAPTCHA_SCRIPT_URL. */
  scriptUrl: string;
  /** Verify URL for CAPTCHA_VERIFY_URL. */
  verifyUrl: string;
  secret: string;
  siteKey: string;
  /** Times /api.js was requested. */
  scriptRequests(): number;
  /** The siteverify calls: the form fields received and the answer given. */
  verifications(): { secret: string | null; response: string | null; success: boolean }[];
  setVerdict(v: 'pass' | 'fail'): void;
  close(): Promise<void>;
}

const SCRIPT = (verdict: 'pass' | 'fail') => `(() => {
  let n = 0;
  const widgets = {};
  window.turnstile = {
    render(el, params) {
      const id = 'w' + (++n);
      if (params.execution !== 'execute') throw new Error('fake turnstile: expected execution "execute"');
      widgets[id] = { el, params };
      el.setAttribute('data-fake-turnstile', id);
      return id;
    },
    execute(target) {
      const id = typeof target === 'string' ? target : target.getAttribute('data-fake-turnstile');
      const w = widgets[id];
      setTimeout(() => {
        if (${JSON.stringify(verdict)} === 'fail') w.params['error-callback'] && w.params['error-callback']('600010');
        else w.params.callback('fake-' + w.params.sitekey + '-' + Date.now() + '-' + id);
      }, 20);
    },
    reset(id) { delete widgets[id]; },
  };
})();`;

export async function startFakeCaptcha(siteKey = 'fake-site-key', secret = 'fake-secret'): Promise<FakeCaptcha> {
  let scripts = 0;
  let verdict: 'pass' | 'fail' = 'pass';
  const used = new Set<string>();
  const verifications: { secret: string | null; response: string | null; success: boolean }[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/api.js')) {
      scripts++;
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(SCRIPT(verdict));
      return;
    }
    if (req.method === 'POST' && req.url === '/siteverify') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const response = form.get('response');
        const success =
          form.get('secret') === secret && !!response && response.startsWith(`fake-${siteKey}-`) && !used.has(response);
        if (response) used.add(response);
        verifications.push({ secret: form.get('secret'), response, success });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${base}/api.js?render=explicit`,
    verifyUrl: `${base}/siteverify`,
    secret,
    siteKey,
    scriptRequests: () => scripts,
    verifications: () => verifications,
    setVerdict: (v) => void (verdict = v),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
