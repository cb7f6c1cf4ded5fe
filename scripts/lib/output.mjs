// Prefixed, coloured output lines for the processes the orchestrator runs, and a compact view of
// the services' pino JSON logs (raw JSON is unreadable when ten processes share one terminal).

const useColor =
  process.env.NO_COLOR === undefined &&
  (process.env.FORCE_COLOR !== undefined ? process.env.FORCE_COLOR !== '0' : process.stdout.isTTY);

const PALETTE = [36, 35, 33, 32, 34, 91, 96, 95, 93, 92, 94, 31];
const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

export const bold = (text) => paint(1, text);
export const dim = (text) => paint(2, text);
export const red = (text) => paint(31, text);
export const green = (text) => paint(32, text);
export const yellow = (text) => paint(33, text);
export const cyan = (text) => paint(36, text);

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEVEL_COLORS = { 40: 33, 50: 31, 60: 31 };

/** One pino JSON record as `LEVEL message (request details)`; other lines unchanged. */
export function formatLogLine(line) {
  if (!line.startsWith('{"level":')) return line;
  let rec;
  try {
    rec = JSON.parse(line);
  } catch {
    return line;
  }
  const level = LEVELS[rec.level] ?? String(rec.level);
  const parts = [];
  // pino-http (services) nests req/res; the gateway's access log is flat.
  const reqId = rec.reqId ?? rec.requestId ?? rec.req?.id;
  const method = rec.req?.method ?? rec.method;
  if (method) parts.push(`${method} ${rec.req?.url ?? rec.path ?? ''}`.trim());
  const status = rec.res?.statusCode ?? rec.status;
  if (status) parts.push(String(status));
  const ms = rec.responseTime ?? rec.ms;
  if (typeof ms === 'number') parts.push(`${ms} ms`);
  if (rec.upstream) parts.push(`→ ${rec.upstream}`);
  if (reqId) parts.push(`id=${reqId}`);
  if (rec.err?.message) parts.push(`error: ${rec.err.message}`);
  const details = parts.length ? ` ${dim(`(${parts.join(' ')})`)}` : '';
  return `${paint(LEVEL_COLORS[rec.level] ?? 2, level.padEnd(5))} ${rec.msg ?? ''}${details}`;
}

/**
 * Makes a line printer per process name: `name │ line`, names padded to one width, one colour
 * each. `sink` receives the finished line (default stdout).
 */
export function createPrefixer(
  names,
  { sink = (text) => process.stdout.write(`${text}\n`), pretty = true } = {},
) {
  const width = Math.max(...names.map((n) => n.length), 4);
  const colours = new Map(names.map((n, i) => [n, PALETTE[i % PALETTE.length]]));
  return (name, line) => {
    const colour = colours.get(name) ?? 37;
    sink(`${paint(colour, name.padEnd(width))} ${dim('│')} ${pretty ? formatLogLine(line) : line}`);
  };
}

/** Splits a stream into lines, calling `onLine` for each complete one (and the rest at the end). */
export function onLines(stream, onLine) {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split(/\r?\n/);
    pending = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  stream.on('end', () => {
    if (pending) onLine(pending);
    pending = '';
  });
}
