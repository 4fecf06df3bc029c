import { Router } from 'express';
import type { createLoginInfoClient } from '../upstreams/login-info.ts';

/** GET /api/login-info: the visitor's user or null; never stored by a shared cache (CONTRACT.md). */
export function createLoginInfoRouter(loginInfo: ReturnType<typeof createLoginInfoClient>): Router {
  const router = Router();
  router.get('/login-info', async (req, res) => {
    const user = await loginInfo(req.headers.cookie);
    res.set('Cache-Control', 'private, no-store');
    res.set('Vary', 'Cookie');
    res.json({ user });
  });
  return router;
}
