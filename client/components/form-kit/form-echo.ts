import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FormEcho, FormEchoKind } from '../../../shared/form-echo.ts';
import { useAppData } from '../../app/data-context.tsx';

// Set once a form has shown the echo: a form opened again later in the visit (after a client navigation back)
// starts empty, as it would have without the refused post.
let shown = false;

/**
 * The values and messages of a refused plain form post (decision 180), for the form of this kind on the page
 * they were posted from; undefined otherwise. The server HTML and the hydrating render read the same AppData, so
 * both show the same form.
 */
export function useFormEcho(kind: FormEchoKind): FormEcho | undefined {
  const { form } = useAppData();
  const { pathname } = useLocation();
  const [echo] = useState(() => (form && !shown && form.kind === kind && form.path === pathname ? form : undefined));
  useEffect(() => {
    if (echo) shown = true;
  }, [echo]);
  return echo;
}

/** The echo's messages: each stays until the visitor changes its field, never cleared by focus alone. */
export function useEchoErrors(echo: FormEcho | undefined) {
  const [errors, setErrors] = useState<Record<string, string>>(() => echo?.errors ?? {});
  const changed = (name: string | undefined) => {
    if (!name) return;
    const base = name.split('.')[0];
    setErrors((cur) => {
      if (!(base in cur)) return cur;
      const next = { ...cur };
      delete next[base];
      return next;
    });
  };
  return { errors, changed };
}
