// The invisible captcha of the lead forms (spec 4; docs/decisions/141-invisible-captcha-provider.md): Cloudflare
// Turnstile in invisible mode, explicit rendering, run on the button press. Its script loads only once a lead form
// first gets focus, from config.captchaScriptUrl (its origin is in the CSP); nothing loads without a site key.

/** The part of the Turnstile API this site uses. */
export interface TurnstileApi {
  render(container: HTMLElement, params: Record<string, unknown>): string | null | undefined;
  execute(container: HTMLElement | string): void;
  reset(widget?: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const LOAD_TIMEOUT_MS = 15_000;
const RUN_TIMEOUT_MS = 30_000;
let scriptLoad: Promise<TurnstileApi> | undefined;

/** Injects the provider's script once; resolves with its API. Safe to call on every focus. */
export function loadCaptchaScript(scriptUrl: string): Promise<TurnstileApi> {
  if (scriptLoad) return scriptLoad;
  scriptLoad = new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('captcha script timed out')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      if (window.turnstile) resolve(window.turnstile);
      else reject(new Error('captcha script loaded without its API'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('captcha script failed to load'));
    };
    document.head.appendChild(script);
  });
  // A failed load may be retried by the next press (a flaky network, a blocked script).
  scriptLoad.catch(() => (scriptLoad = undefined));
  return scriptLoad;
}

/**
 * Runs the invisible challenge in `container` (a hidden element of the form) and resolves with its token. Each run
 * renders a fresh widget and removes it afterwards: a token is single-use, and a form can be sent again.
 */
export async function runCaptcha(scriptUrl: string, siteKey: string, container: HTMLElement): Promise<string> {
  const api = window.turnstile ?? (await loadCaptchaScript(scriptUrl));
  return new Promise<string>((resolve, reject) => {
    const host = document.createElement('div');
    container.appendChild(host);
    let widget: string | null | undefined;
    const done = () => {
      clearTimeout(timer);
      try {
        if (widget) api.reset(widget);
      } catch {
        // Nothing to clean up.
      }
      host.remove();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('captcha timed out'));
    }, RUN_TIMEOUT_MS);
    widget = api.render(host, {
      sitekey: siteKey,
      // Runs only when execute() is called: on the button press, not when the form appears.
      execution: 'execute',
      // Shows nothing unless the provider needs the visitor to interact.
      appearance: 'interaction-only',
      action: 'lead',
      callback: (token: string) => {
        done();
        resolve(token);
      },
      'error-callback': () => {
        done();
        reject(new Error('captcha failed'));
      },
      'expired-callback': () => undefined,
    });
    api.execute(host);
  });
}
