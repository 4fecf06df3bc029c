import { useCallback } from 'react';
import { useAppData } from '../../app/data-context.tsx';

/**
 * The invisible captcha's hook point (issue 5; docs/decisions/050-lead-captcha-hook.md). A captcha provider,
 * when one is installed on the page, registers itself on window as `siteharborCaptcha`. The form calls run()
 * when the button is pressed and submits with the token it resolves to.
 */
export interface CaptchaProvider {
  execute(siteKey: string): Promise<string>;
}

declare global {
  interface Window {
    siteharborCaptcha?: CaptchaProvider;
  }
}

/** Resolves the ysbcaptchatoken, or undefined when no site key is configured (the submit goes straight through). */
export function useCaptcha(): () => Promise<string | undefined> {
  const siteKey = useAppData().config.captchaSiteKey;
  return useCallback(async () => {
    if (!siteKey) return undefined;
    const provider = typeof window !== 'undefined' ? window.siteharborCaptcha : undefined;
    // No provider script (it cannot load without network here): submit without a token and let the server,
    // which knows whether it verifies, decide. A failing provider is a failed submit, not a silent one.
    if (!provider) return undefined;
    return provider.execute(siteKey);
  }, [siteKey]);
}
