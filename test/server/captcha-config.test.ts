import { describe, expect, test } from 'vitest';
import { loadConfig, publicConfig, TURNSTILE_SCRIPT_URL } from '../../server/config.ts';
import { securityHeaders } from '../../server/security.ts';

// Decision 141: the captcha script's location reaches the browser only with a site key, and its origin joins the CSP.

function cspFor(env: Record<string, string>) {
  const headers = new Map(securityHeaders(loadConfig({ PUBLIC_URL: 'https://www.example.test', ...env })));
  return Promise.resolve(String(headers.get('Content-Security-Policy')));
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('captcha configuration', () => {
  test('without a site key nothing is loaded and the CSP admits no captcha origin', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://www.example.test' });
    expect(publicConfig(config)).toMatchObject({ captchaSiteKey: null, captchaScriptUrl: null });
    const csp = await cspFor({});
    expect(csp).not.toContain('challenges.cloudflare.com');
  });

  test("with a site key the browser gets Turnstile's script by default, and its origin joins script-src, frame-src, connect-src", async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://www.example.test', CAPTCHA_SITE_KEY: 'k' });
    expect(publicConfig(config)).toMatchObject({ captchaSiteKey: 'k', captchaScriptUrl: TURNSTILE_SCRIPT_URL });
    const csp = await cspFor({ CAPTCHA_SITE_KEY: 'k' });
    for (const d of ['script-src', 'frame-src', 'connect-src'])
      expect(directive(csp, d), d).toContain('https://challenges.cloudflare.com');
    expect(directive(csp, 'img-src')).not.toContain('challenges.cloudflare.com');
  });

  test('CAPTCHA_SCRIPT_URL moves the script and the CSP with it; a bad URL stops start-up', async () => {
    const env = { CAPTCHA_SITE_KEY: 'k', CAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4999/api.js?render=explicit' };
    expect(publicConfig(loadConfig({ PUBLIC_URL: 'https://www.example.test', ...env })).captchaScriptUrl).toBe(
      env.CAPTCHA_SCRIPT_URL,
    );
    const csp = await cspFor(env);
    expect(directive(csp, 'script-src')).toContain('http://127.0.0.1:4999');
    expect(csp).not.toContain('challenges.cloudflare.com');
    expect(() => loadConfig({ CAPTCHA_SCRIPT_URL: 'not a url' })).toThrow(/CAPTCHA_SCRIPT_URL/);
  });
});
