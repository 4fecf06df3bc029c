// A loopback fake of the listings scan service (decision 069): POST / with the place answers
// {"result": {"directories": [{name, status}]}}; it can fail, hang or answer the wrong shape.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A business as the /local search hands it to the scan (the sample the tests send). */
export const SAMPLE_PLACE = {
  name: 'Harbor Cafe',
  address: '12 Pier St',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  phone: '(207) 555-0110',
};

export type ScanMode = 'ok' | 'fail' | 'hang' | 'garbage';

export async function startFakeListingsScan(
  directories = [
    { name: 'Maps Directory', status: 'listed' },
    { name: 'City Guide', status: 'incorrect' },
    { name: 'Local Finder', status: 'missing' },
  ],
) {
  const hanging = new Set<ServerResponse>();
  const fake = { mode: 'ok' as ScanMode, bodies: [] as unknown[], url: '', close: async () => {} };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      fake.bodies.push(JSON.parse(raw || 'null'));
      if (fake.mode === 'hang') return void hanging.add(res);
      if (fake.mode === 'fail') return void res.writeHead(500).end('scanner down at /srv/scan.js');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        fake.mode === 'garbage'
          ? '{"result":{"directories":[{"name":1}]}}'
          : JSON.stringify({ result: { directories } }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/scan`;
  fake.close = () =>
    new Promise<void>((r) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
}
