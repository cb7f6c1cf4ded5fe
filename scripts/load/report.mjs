// Reads one step's Artillery JSON report (`artillery run --output`) into the figures the load test
// prints, and formats the tables.

/**
 * @typedef {{ p50: number, p95: number, p99: number, max: number, count: number }} Latency
 * @typedef {object} StepFigures
 * @property {number} instances
 * @property {number} rate          target arrivals (journeys) per second
 * @property {number} seconds       how long the step sent requests
 * @property {number} journeys      journeys started
 * @property {number} requests
 * @property {number} requestsPerSec
 * @property {Latency} shop         every request but the sign-in POST
 * @property {Latency} signIn       the sign-in POST (a bcrypt check by design)
 * @property {number} badAnswers    answers with a status the page does not expect
 * @property {number} failedJourneys journeys stopped by a bad answer, a timeout or a network error
 * @property {Record<string, number>} errorKinds  Artillery's errors.* counters
 * @property {Record<string, number>} statuses    http.codes.*
 * @property {Record<string, number>} answers     the answers over 400 but 401, by status, route and message
 * @property {Record<string, number>} journeysByName
 * @property {number} [cpuShop]     CPU seconds the shop's processes spent in the step
 * @property {number} [cpuLoad]     CPU seconds Artillery spent
 * @property {boolean} [met]
 */

/** @param {Record<string, any>} summaries @param {string} name @returns {Latency} */
function latency(summaries, name) {
  const s = summaries?.[name];
  if (!s) return { p50: NaN, p95: NaN, p99: NaN, max: NaN, count: 0 };
  return { p50: s.median ?? s.p50, p95: s.p95, p99: s.p99, max: s.max, count: s.count };
}

/** Counters under `prefix`, without it. @param {Record<string, number>} counters @param {string} prefix */
function under(counters, prefix) {
  return Object.fromEntries(
    Object.entries(counters)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}

/**
 * @param {any} report   the parsed JSON Artillery wrote
 * @param {{ instances: number, rate: number, duration: number }} step
 * @returns {StepFigures}
 */
export function stepFigures(report, { instances, rate, duration }) {
  const aggregate = report.aggregate ?? {};
  const counters = aggregate.counters ?? {};
  const summaries = aggregate.summaries ?? {};
  const first = Number(aggregate.firstCounterAt ?? aggregate.firstMetricAt);
  const last = Number(aggregate.lastCounterAt ?? aggregate.lastMetricAt);
  // Journeys started late in the phase finish after it: the requests went out over this span.
  const seconds = Number.isFinite(last - first) && last > first ? (last - first) / 1000 : duration;
  const requests = counters['http.requests'] ?? 0;
  return {
    instances,
    rate,
    seconds,
    journeys: counters['vusers.created'] ?? 0,
    requests,
    requestsPerSec: requests / Math.max(seconds, duration),
    shop: latency(summaries, 'shop.response_time'),
    signIn: latency(summaries, 'signin.response_time'),
    badAnswers: counters['plugins.expect.failed'] ?? 0,
    failedJourneys: counters['vusers.failed'] ?? 0,
    errorKinds: under(counters, 'errors.'),
    statuses: under(counters, 'http.codes.'),
    answers: under(counters, 'answers.'),
    journeysByName: under(counters, 'vusers.created_by_name.'),
  };
}

/**
 * The goal: no error, and p99 under the bound (every request but the sign-in POST).
 * @param {StepFigures} f @param {number} p99Ms
 */
export const meetsGoal = (f, p99Ms) =>
  f.requests > 0 && f.badAnswers === 0 && f.failedJourneys === 0 && f.shop.p99 < p99Ms;

/** The highest rate whose step met the goal, or undefined. @param {StepFigures[]} steps */
export const sustained = (steps) => steps.filter((s) => s.met).sort((a, b) => b.rate - a.rate)[0];

const num = (/** @type {number} */ n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/**
 * One step's errors: each bad answer by status, route and message (processor.cjs counts them),
 * then whatever else stopped journeys (timeouts, network errors, failed captures). The expect
 * plugin's own "Failed expectations for request ..." repeats the first kind and is left out.
 * @param {StepFigures} f
 */
export function errorDetail(f) {
  /** @type {Map<string, number>} */
  const kinds = new Map();
  for (const [kind, n] of Object.entries(f.errorKinds)) {
    if (kind.startsWith('Failed expectations for request')) continue;
    const key = kind.replace(/https?:\/\/[^/\s]+/g, '').replace(/[0-9a-f]{24}/g, ':id');
    kinds.set(key, (kinds.get(key) ?? 0) + n);
  }
  return [...Object.entries(f.answers), ...kinds].map(([k, v]) => `${k} x${v}`).join('; ');
}

export const STEP_HEADER =
  'inst  rate/s  journeys   req/s   p50 ms   p95 ms   p99 ms  sign-in p50/p99 ms  bad  failed  CPU s shop/load';

/** @param {StepFigures} f @param {string} mark */
export function stepRow(f, mark = '') {
  return [
    String(f.instances).padStart(4),
    String(f.rate).padStart(7),
    String(f.journeys).padStart(9),
    num(f.requestsPerSec, 1).padStart(7),
    num(f.shop.p50, 1).padStart(8),
    num(f.shop.p95, 1).padStart(8),
    num(f.shop.p99, 1).padStart(8),
    `${num(f.signIn.p50)}/${num(f.signIn.p99)}`.padStart(19),
    String(f.badAnswers).padStart(4),
    String(f.failedJourneys).padStart(7),
    `${num(f.cpuShop ?? NaN)}/${num(f.cpuLoad ?? NaN)}`.padStart(16),
    mark,
  ].join(' ');
}

/**
 * Both runs side by side, one line per target rate.
 * @param {Map<number, StepFigures[]>} runs  instances -> steps
 */
export function sideBySide(runs) {
  const counts = [...runs.keys()];
  const rates = [...new Set([...runs.values()].flat().map((s) => s.rate))].sort((a, b) => a - b);
  const cell = (/** @type {StepFigures | undefined} */ f) =>
    f
      ? `${num(f.requestsPerSec, 0).padStart(5)} ${num(f.shop.p50, 0).padStart(4)} ${num(f.shop.p95, 0).padStart(4)} ${num(f.shop.p99, 0).padStart(5)} ${num(f.signIn.p99, 0).padStart(6)} ${String(f.failedJourneys).padStart(4)} ${f.met ? 'ok ' : 'no '}`
      : `${'-'.padStart(5)} ${'-'.padStart(4)} ${'-'.padStart(4)} ${'-'.padStart(5)} ${'-'.padStart(6)} ${'-'.padStart(4)} ${'   '}`;
  const width = cell(undefined).length;
  const lines = [
    `${'rate/s'.padStart(6)} | ${counts.map((n) => `${n} instance${n > 1 ? 's' : ''}`.padEnd(width)).join(' | ')}`,
    `${''.padStart(6)} | ${counts.map(() => `${'req/s'.padStart(5)} ${'p50'.padStart(4)} ${'p95'.padStart(4)} ${'p99'.padStart(5)} ${'signin'.padStart(6)} ${'err'.padStart(4)} goal`.padEnd(width)).join(' | ')}`,
  ];
  for (const rate of rates)
    lines.push(
      `${String(rate).padStart(6)} | ${counts.map((n) => cell(runs.get(n)?.find((s) => s.rate === rate))).join(' | ')}`,
    );
  return lines;
}
