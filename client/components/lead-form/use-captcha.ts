import { useCallback, useMemo, useRef } from 'react';
import { useAppData } from '../../app/data-context.tsx';
import { loadCaptchaScript, runCaptcha } from '../form-kit/captcha.ts';

/**
 * The lead forms' invisible captcha (spec 4; decision 141). `prepare` loads the provider's script the first time a
 * form gets focus; `run` executes the challenge on the button press and resolves the ysbcaptchatoken, or undefined
 * when no site key is configured (the submit then goes straight through). A failing challenge rejects: the submit
 * fails with spec 8's message and the form stays.
 */
export function useCaptcha() {
  const { captchaSiteKey: siteKey, captchaScriptUrl: scriptUrl } = useAppData().config;
  const containerRef = useRef<HTMLDivElement>(null);
  const prepare = useCallback(() => {
    if (siteKey && scriptUrl) loadCaptchaScript(scriptUrl).catch(() => undefined);
  }, [siteKey, scriptUrl]);
  const run = useCallback(async (): Promise<string | undefined> => {
    if (!siteKey || !scriptUrl || !containerRef.current) return undefined;
    return runCaptcha(scriptUrl, siteKey, containerRef.current);
  }, [siteKey, scriptUrl]);
  return useMemo(
    () => ({ enabled: !!siteKey && !!scriptUrl, prepare, run, containerRef }),
    [siteKey, scriptUrl, prepare, run],
  );
}
