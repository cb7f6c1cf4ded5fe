import { sleep } from './system';

/** One request of the load and how it ended. */
export interface Outcome {
  client: string;
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  ms: number;
  /** The HTTP status, when an answer came. */
  status?: number;
  retryAfter?: string | null;
  code?: string;
  /** No answer: `ECONNREFUSED` (nothing listens: allowed once a part is stopped), `TIMEOUT` (a hang), or how the connection failed. */
  error?: string;
}

export interface LoadClient {
  /** Name in failure messages (`catalog-1`). */
  name: string;
  method?: string;
  path: string;
  headers?: () => Record<string, string>;
  body?: () => unknown;
}

export interface Load {
  readonly outcomes: Outcome[];
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<Outcome[]>;
}

/** What a failed fetch met: the error code of its cause (ECONNREFUSED, UND_ERR_SOCKET, ECONNRESET...). */
function failureOf(err: unknown): string {
  const e = err as { name?: string; cause?: { code?: string; name?: string } };
  if (e.name === 'TimeoutError') return 'TIMEOUT';
  return e.cause?.code ?? e.cause?.name ?? e.name ?? 'UNKNOWN';
}

/**
 * A few clients, each sending its request again as soon as the last answer is in (plus a short
 * pause): a small, steady load of the kind a handful of shoppers make. Every request is kept with
 * its timing and outcome. A request that takes longer than `timeoutMs` is a hang.
 */
export function startLoad(
  base: string,
  clients: LoadClient[],
  { pauseMs = 20, timeoutMs = 15_000 }: { pauseMs?: number; timeoutMs?: number } = {},
): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  const loop = async (client: LoadClient) => {
    const method = client.method ?? 'GET';
    while (running) {
      const body = client.body?.();
      const startedAt = Date.now();
      const outcome: Outcome = {
        client: client.name,
        method,
        path: client.path,
        startedAt,
        endedAt: 0,
        ms: 0,
      };
      try {
        const response = await fetch(`${base}${client.path}`, {
          method,
          headers: {
            ...client.headers?.(),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        outcome.status = response.status;
        outcome.retryAfter = response.headers.get('retry-after');
        try {
          outcome.code = (JSON.parse(text) as { code?: string }).code;
        } catch {
          // Not JSON: no code.
        }
      } catch (err) {
        outcome.error = failureOf(err);
      }
      outcome.endedAt = Date.now();
      outcome.ms = outcome.endedAt - startedAt;
      outcomes.push(outcome);
      // A refused connection answers at once: do not spin on a stopped part.
      await sleep(outcome.error ? Math.max(pauseMs, 50) : pauseMs);
    }
  };
  const loops = clients.map(loop);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** The outcomes of requests started in [from, to). */
export const startedBetween = (outcomes: Outcome[], from: number, to = Infinity) =>
  outcomes.filter((o) => o.startedAt >= from && o.startedAt < to);

/** The q-th percentile (0..100) of the durations, in ms. */
export function percentile(outcomes: Outcome[], q: number): number {
  if (!outcomes.length) return NaN;
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]!;
}

/** "GET /api/products -> 500 (12 ms)": one line per outcome, for failure messages. */
export const describe = (o: Outcome) =>
  `${o.client} ${o.method} ${o.path} -> ${o.status ?? o.error} ${o.code ?? ''} (${o.ms} ms, at +${o.startedAt})`;

/** Counts per status or error, e.g. { '200': 140, '503': 12, ECONNREFUSED: 3 }. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = String(o.status ?? o.error);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
