// One load measurement with autocannon: requests per second and latency percentiles from every
// 2xx response time. autocannon's own histogram rounds to whole milliseconds; the per-response
// times keep the fractions. The gateway's benchmark uses it, and so do the repository's
// (`@coffee/gateway/bench/load`).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// CPU seconds a process has used (Linux /proc): CPU per request shows where the time goes, and
// unlike latency it hardly depends on what else the machine runs.
const CLOCK_TICKS = 100;
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/**
 * Runs `connections` keep-alive connections against `origin` for `seconds`. `paths` is one path
 * (default `/`), or a function called before every request (for rotating over many URLs).
 * @returns {Promise<{ requests: number, requestsPerSec: number, p50: number, p90: number, p95: number, p99: number, max: number, non2xx: number, errors: number, timeouts: number }>}
 */
export async function measureLoad({ origin, paths = '/', connections, seconds, headers = {} }) {
  const nextPath = typeof paths === 'function' ? paths : () => paths;
  let times = new Float64Array(1 << 18);
  let n = 0;
  let non2xx = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status < 200 || status >= 300) {
      non2xx += 1;
      return;
    }
    if (n === times.length) {
      const bigger = new Float64Array(times.length * 2);
      bigger.set(times);
      times = bigger;
    }
    times[n++] = ms;
  });
  const result = await instance;
  const sorted = times.subarray(0, n).sort();
  return {
    requests: n,
    requestsPerSec: n / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: n ? sorted[n - 1] : NaN,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
