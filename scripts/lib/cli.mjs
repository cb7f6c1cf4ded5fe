// Command-line options the same way in every script: node's parseArgs, the usage text on a bad
// option (exit 2) and on --help (exit 0).
import { parseArgs } from 'node:util';

/** `options` as parseArgs takes them; `-h`/`--help` is added. Returns `{ values, positionals }`. */
export function parseCommandLine(usage, options, { allowPositionals = false } = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals,
      options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
    });
  } catch (err) {
    console.error(`${err.message}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}
