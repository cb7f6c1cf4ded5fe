import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What an instance does with an API request: answer, answer after `delayMs`, hold it without a
 * word (until killed), drop the connection as soon as the request is in, or answer 503 without
 * saying when to come back.
 */
export type Behaviour = 'ok' | 'slow' | 'hold' | 'reset' | 'unavailable';

/** One instance of a service: a real HTTP server on its own port that can be killed and restarted. */
export interface ServiceInstance {
  readonly name: string;
  readonly url: string;
  /** API requests that reached it (readiness checks left out). */
  readonly hits: { method: string; url: string }[];
  behaviour: Behaviour;
  delayMs: number;
  /** What `/readyz` answers: 200 when true, 503 otherwise. */
  ready: boolean;
  /** Stops listening and drops every open connection at once (a SIGKILL, as far as clients see). */
  kill(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

export async function startInstance(name: string): Promise<ServiceInstance> {
  const instance = {
    name,
    hits: [] as { method: string; url: string }[],
    behaviour: 'ok' as Behaviour,
    delayMs: 0,
    ready: true,
  } as ServiceInstance & { url: string };

  const server = http.createServer((req, res) => {
    if (req.url === '/readyz') {
      res.statusCode = instance.ready ? 200 : 503;
      res.end(instance.ready ? '{"status":"ready"}' : '{"status":"not ready"}');
      return;
    }
    req.resume();
    req.on('end', () => {
      instance.hits.push({ method: req.method ?? '', url: req.url ?? '' });
      const answer = () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ instance: name, method: req.method }));
      };
      switch (instance.behaviour) {
        case 'hold':
          return;
        case 'reset':
          req.socket.destroy();
          return;
        case 'slow':
          setTimeout(answer, instance.delayMs);
          return;
        case 'unavailable':
          res.statusCode = 503;
          res.end('{"message":"Service temporarily unavailable"}');
          return;
        default:
          answer();
      }
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  instance.url = `http://127.0.0.1:${port}`;
  instance.kill = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  instance.restart = () => listen(port);
  return instance;
}
