import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

// The twin of @coffee/service-defaults' service/drain.ts (the services' drain): the gateway
// imports no part of that package that loads Express's service stack or Mongoose.

/**
 * How long a kept-alive connection must have been quiet before a drain closes it. Closing one
 * the moment it turns idle races the client's next request, which may already be on its way: the
 * client sees a reset instead of an answer (a dropped request). A client that sends back to back
 * is served instead (with `Connection: close`), and only a connection quiet this long is cut.
 */
export const QUIET_BEFORE_CLOSE_MS = 500;
const SWEEP_MS = 50;

export interface ConnectionTracker {
  readonly draining: boolean;
  /**
   * Stops listening, answers everything in flight or still arriving on open connections with
   * `Connection: close`, closes connections once quiet, and resolves when none is left; whatever
   * is still open after `graceMs` is cut.
   */
  drain(graceMs: number): Promise<void>;
}

interface SocketState {
  busy: number;
  idleSince: number;
}

/** This answer is the connection's last: the client reconnects (elsewhere) for the next one. */
function lastOnConnection(res: ServerResponse): void {
  if (res.headersSent) return;
  res.shouldKeepAlive = false;
  res.setHeader('connection', 'close');
}

/**
 * Follows a server's connections from the start (call it before `listen`), so a graceful stop
 * knows which are busy and which have been quiet.
 */
export function trackConnections(server: Server): ConnectionTracker {
  const sockets = new Map<Socket, SocketState>();
  const inFlight = new Set<ServerResponse>();
  let draining: Promise<void> | null = null;

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  // Before the application's own listener, so even an answer it writes at once is the last.
  server.prependListener('request', (req, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (state) state.busy += 1;
    inFlight.add(res);
    if (draining) lastOnConnection(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (state) {
        state.busy -= 1;
        state.idleSince = Date.now();
      }
    });
  });

  return {
    get draining() {
      return draining !== null;
    },
    drain(graceMs) {
      draining ??= new Promise<void>((resolve) => {
        for (const res of inFlight) lastOnConnection(res);
        const sweep = setInterval(() => {
          const now = Date.now();
          for (const [socket, state] of sockets)
            if (state.busy === 0 && now - state.idleSince >= QUIET_BEFORE_CLOSE_MS)
              socket.destroy();
        }, SWEEP_MS);
        const cut = setTimeout(() => {
          for (const socket of sockets.keys()) socket.destroy();
        }, graceMs);
        // net.Server's own close: stop listening and wait for the connections to end. http.Server's
        // would also cut every idle keep-alive connection at once (the race described above).
        net.Server.prototype.close.call(server, () => {
          clearInterval(sweep);
          clearTimeout(cut);
          resolve();
        });
      });
      return draining;
    },
  };
}
