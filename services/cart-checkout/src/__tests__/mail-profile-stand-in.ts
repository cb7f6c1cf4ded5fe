import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInProfile {
  email: string;
  name: string;
  marketing: boolean;
  unsubscribeUrl: string | null;
  oneClickUrl: string | null;
}

/**
 * The account service's GET /internal/users/:id/mail-profile (services/account
 * internal-mail-routes.ts) for the users a test adds; every other request is passed on, as it
 * came, to `target` (the fake account of start-cart.ts: sessions, users). ACCOUNT_URL points here.
 */
export async function startMailProfileStandIn(internalToken: () => string) {
  const profiles = new Map<string, StandInProfile>();
  const asked: string[] = [];
  let target = '';
  let down = false;
  const server: Server = http.createServer((req, res) => {
    const match = /^\/internal\/users\/([^/]+)\/mail-profile$/.exec(req.url ?? '');
    if (match) {
      const id = decodeURIComponent(match[1] ?? '');
      asked.push(id);
      const profile = profiles.get(id);
      const ok = req.headers['x-internal-token'] === internalToken();
      res.statusCode = down ? 503 : !ok ? 401 : profile ? 200 : 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(profile && ok && !down ? profile : { message: 'no' }));
      return;
    }
    const forward = http.request(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    profiles,
    asked,
    forwardTo(url: string) {
      target = url;
    },
    setDown(value: boolean) {
      down = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
