import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REQUEST_ID_HEADER } from '@coffee/contracts';
import { requireInternal } from '@coffee/service-defaults';
import express from 'express';

export interface ForgetCall {
  userId: string;
  requestId: string | undefined;
}

/**
 * A real HTTP server standing in for one service's `POST /internal/users/:userId/forget`
 * (catalog, cart-checkout or membership), behind the same x-internal-token guard. It records
 * every call; `reply` makes it answer something else (a failure), `down()` stops it.
 */
export async function startFakeForgetService(internalToken: string) {
  const calls: ForgetCall[] = [];
  const behaviour: { reply?: number } = {};
  const app = express();
  app.use(express.json());
  app.use('/internal', requireInternal(internalToken));
  app.post('/internal/users/:userId/forget', (req, res) => {
    calls.push({ userId: req.params.userId, requestId: req.get(REQUEST_ID_HEADER) });
    const status = behaviour.reply ?? 200;
    res.status(status).json(status < 300 ? { forgotten: true } : { message: 'Internal error' });
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  let closed = false;
  const stop = () =>
    closed
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          closed = true;
          server.close(() => resolve());
        });
  return { url: `http://127.0.0.1:${port}`, calls, behaviour, stop };
}
export type FakeForgetService = Awaited<ReturnType<typeof startFakeForgetService>>;
