import http from 'node:http';
import client from 'prom-client';
import type { Logger } from './logger.ts';
import { registry } from './metrics.ts';

// The metrics' own listener (METRICS_PORT), never the public port, and the process figures it serves.

let defaultsStarted = false;
/** Process metrics (CPU, memory, event-loop lag, handles, GC): started once, by the process that serves metrics. */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  client.collectDefaultMetrics({ register: registry });
}

/**
 * The metrics listener on its own port: GET /metrics in the Prometheus text format, everything else 404. Keep
 * METRICS_PORT off the public load balancer; it answers anyone who can reach it.
 */
export function startMetricsServer(port: number, host: string, logger: Logger): Promise<http.Server> {
  startProcessMetrics();
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    registry
      .metrics()
      .then((text) =>
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      )
      .catch(() => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const a = server.address();
      logger.info({ port: typeof a === 'object' && a ? a.port : port }, 'metrics listening');
      resolve(server);
    });
  });
}
