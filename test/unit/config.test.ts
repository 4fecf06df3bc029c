import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from '../../server/config.ts';

describe('environment', () => {
  test('every variable is optional and defaults follow CONTRACT.md', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.UPSTREAM_TIMEOUT_MS).toBe(1500);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.LOGIN_INFO_URL).toBeUndefined();
  });

  test('a bad value names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    try {
      loadConfig({ PORT: '-1', UPSTREAM_TIMEOUT_MS: 'soon' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as ConfigError).issues.join('\n')).toMatch(/PORT[\s\S]*UPSTREAM_TIMEOUT_MS/);
    }
  });

  test('PUBLIC_URL loses its trailing slash; PORT feeds its default', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.com/' }).PUBLIC_URL).toBe('https://www.example.com');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  test('TRUST_PROXY accepts hop counts, booleans and address lists', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
  });

  test('a captcha secret needs a verify URL', () => {
    expect(() => loadConfig({ CAPTCHA_SECRET: 's' })).toThrow(/CAPTCHA_VERIFY_URL/);
  });

  test('the public subset carries no secrets', () => {
    const pub = publicConfig(loadConfig({ CAPTCHA_SECRET: 'hush', CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/v' }));
    expect(JSON.stringify(pub)).not.toContain('hush');
  });
});
