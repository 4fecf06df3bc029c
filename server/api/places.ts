// GET /api/places/autocomplete?q=... (CONTRACT.md): business suggestions for the local listings search
// (spec 5 "Local business search", spec 7 "Places autocomplete"). Mounted by the platform under /api.
import express, { type Request, type Response } from 'express';
import { placesUpstream, samplePredictions, type PlacesDeps } from '../upstreams/places.ts';

const MAX_QUERY = 100;

export function createPlacesRouter(deps: PlacesDeps): express.Router {
  const { config } = deps;
  const log = deps.logger.child({ component: 'places-api' });
  const router = express.Router();
  const upstream = placesUpstream(deps);

  router.get('/places/autocomplete', async (req: Request, res: Response) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
    if (q === '' || q.length > MAX_QUERY) {
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .json({ errors: { q: `Give a business name of 1 to ${MAX_QUERY} characters.` } });
      return;
    }
    if (!config.PLACES_API_URL) {
      res.set('Cache-Control', 'public, max-age=300').json({ predictions: samplePredictions(q) });
      return;
    }
    try {
      res.set('Cache-Control', 'private, max-age=60').json({ predictions: await upstream(q) });
    } catch (e) {
      // A slow or failing upstream gives no suggestions rather than an error: the visitor can still type (decision 063).
      log.warn({ err: (e as Error).name, reason: (e as Error).message.slice(0, 100) }, 'places upstream failed');
      res.set('Cache-Control', 'no-store').json({ predictions: [] });
    }
  });

  return router;
}
