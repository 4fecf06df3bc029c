import type { PublicConfig } from '../../shared/app-data.ts';

// Spec 7: the tag manager and the experiment script load lazily when the browser is idle, only when configured
// (server/security.ts then adds their origins to the CSP), and never when the visitor sends Global Privacy
// Control. Called once, after hydration.

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

export function analyticsAllowed(nav: Navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl !== true;
}

let started = false;

export function loadAnalytics(config: Pick<PublicConfig, 'tagManagerUrl' | 'experimentScriptUrl'>): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const urls = [config.tagManagerUrl, config.experimentScriptUrl].filter((u): u is string => !!u);
  if (urls.length === 0 || !analyticsAllowed(navigator)) return;
  const w = window as IdleWindow;
  const inject = () => {
    for (const src of urls) {
      const s = document.createElement('script');
      s.src = src;
      s.async = true;
      s.dataset.analytics = 'true';
      document.head.appendChild(s);
    }
  };
  if (w.requestIdleCallback) w.requestIdleCallback(inject, { timeout: 5000 });
  else setTimeout(inject, 2000);
}
