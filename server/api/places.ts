// GET /api/places/autocomplete?q=... (CONTRACT.md): business suggestions for the local listings search
// (spec 5 "Local business search", spec 7 "Places autocomplete"). Mounted by the platform under /api.
import express, { type Request, type Response } from 'express';
import { createPlacesLookup, type PlacesDeps } from '../upstreams/places.ts';
import { localAnswerTexts } from '../../content/answers.ts';

const MAX_QUERY = 100;

/** How long each kind of answer may be kept (see the handler below). */
const CACHE_CONTROL = { sample: 'public, max-age=300', upstream: 'private, max-age=60', failed: 'no-store' } as const;

export function createPlacesRouter(deps: PlacesDeps): express.Router {
  const router = express.Router();
  const lookup = createPlacesLookup(deps);

  router.get('/places/autocomplete', async (req: Request, res: Response) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
    if (q === '' || q.length > MAX_QUERY) {
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .json({ errors: { q: localAnswerTexts.businessName(MAX_QUERY) } });
      return;
    }
    const { places, source } = await lookup(q);
    // The sample set is the same for everyone; the upstream's answer is kept briefly by this browser only. A slow
    // or failing upstream gives no suggestions rather than an error, so the visitor can still type (decision 063),
    // and that empty answer is not kept: the next keystroke asks again. The lookup has logged the failure.
    res.set('Cache-Control', CACHE_CONTROL[source]).json({ predictions: places });
  });

  return router;
}
