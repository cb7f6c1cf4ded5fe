import { readFileSync } from 'node:fs';
import type { Env } from './parse-config';

export type SecretResult = { ok: true; value: string } | { ok: false; problem: string };

/**
 * A secret comes from `NAME` or from the file named by `NAME_FILE` (how Docker and our
 * `npm start` hand out keys). PEM text pasted into an env var often has literal "\n"s.
 */
export function readSecret(env: Env, name: string): SecretResult {
  const inline = env[name];
  if (inline !== undefined && inline.trim() !== '') {
    return { ok: true, value: inline.replace(/\\n/g, '\n').trim() };
  }
  const file = env[`${name}_FILE`];
  if (file === undefined || file.trim() === '') {
    return { ok: false, problem: `${name}: set ${name} or ${name}_FILE` };
  }
  try {
    const value = readFileSync(file, 'utf8').trim();
    if (value === '') return { ok: false, problem: `${name}_FILE: ${file} is empty` };
    return { ok: true, value };
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    return { ok: false, problem: `${name}_FILE: cannot read ${file} (${reason})` };
  }
}
