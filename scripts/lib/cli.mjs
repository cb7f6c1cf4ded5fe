// Command-line options the same way in every script: node's parseArgs, the usage text on a bad
// option (exit 2) and on --help (exit 0), and number options checked with the same message.
import { parseArgs } from 'node:util';

/** Prints `message`, a blank line and the usage text on stderr, and exits 2. */
export function usageError(usage, message) {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** `options` as parseArgs takes them; `-h`/`--help` is added. Returns `{ values, positionals }`. */
export function parseCommandLine(usage, options, { allowPositionals = false } = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals,
      options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
    });
  } catch (err) {
    usageError(usage, err.message);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** One whole number as Number reads it; NaN for an empty or blank text. */
const toWholeNumber = (text) => (text.trim() === '' ? NaN : Number(text));

/**
 * The comma-separated whole numbers in `text` (option `--name`), each at least `min`; otherwise
 * the message and the usage text, exit 2.
 * @param {string} usage @param {string} name @param {string} text @param {number} min
 * @returns {number[]}
 */
export function wholeNumbers(usage, name, text, min) {
  const list = String(text).split(',').map(toWholeNumber);
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < min))
    usageError(
      usage,
      `--${name} takes whole numbers of at least ${min}, comma-separated (got ${text})`,
    );
  return list;
}

/**
 * The one whole number in `text` (option `--name`), at least `min`; otherwise the message and the
 * usage text, exit 2.
 * @param {string} usage @param {string} name @param {string} text @param {number} min
 * @returns {number}
 */
export function wholeNumber(usage, name, text, min) {
  const n = toWholeNumber(String(text));
  if (!Number.isInteger(n) || n < min)
    usageError(usage, `--${name} takes a whole number of at least ${min} (got ${text})`);
  return n;
}
