import { z } from 'zod/mini';

export const USERNAME_CHARACTERS_MESSAGE =
  "Username can use letters, numbers, '.', '_' and '-' only, with no spaces or hidden characters";
export const USERNAME_MIXED_SCRIPT_MESSAGE = 'Username must use letters from one alphabet';

/**
 * Letters and digits (each letter may carry up to 3 combining marks, as Indic scripts need) and
 * '.', '_', '-'. Everything else is refused: controls (NUL, CR, LF), format characters (zero-width,
 * bidi overrides), spaces, private-use and unassigned code points, symbols and other punctuation.
 */
const ALLOWED = /^(?:[\p{L}\p{Nd}]\p{M}{0,3}|[._-])*$/u;
const PLAIN = /^[A-Za-z0-9._-]*$/;
const SCRIPT_NEUTRAL = /^[0-9._-]$/;
const INHERITED_MARK = /^\p{M}$/u;

/**
 * UAX #31's recommended scripts (table 5). Letters of the others (historic or limited use, such
 * as Cherokee, whose letters pass for Latin ones) are refused like symbols.
 */
const SCRIPTS = [
  'Arabic',
  'Armenian',
  'Bengali',
  'Bopomofo',
  'Cyrillic',
  'Devanagari',
  'Ethiopic',
  'Georgian',
  'Greek',
  'Gujarati',
  'Gurmukhi',
  'Han',
  'Hangul',
  'Hebrew',
  'Hiragana',
  'Kannada',
  'Katakana',
  'Khmer',
  'Lao',
  'Latin',
  'Malayalam',
  'Myanmar',
  'Oriya',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Thaana',
  'Thai',
  'Tibetan',
].map((name) => ({ name, test: new RegExp(`^\\p{Script_Extensions=${name}}$`, 'u') }));

/** UTS #39's augmented script sets: Japanese, Korean and Chinese writing mix their scripts. */
const AUGMENTED: Record<string, string[]> = {
  Han: ['Japanese', 'Korean', 'HanBopomofo'],
  Hiragana: ['Japanese'],
  Katakana: ['Japanese'],
  Hangul: ['Korean'],
  Bopomofo: ['HanBopomofo'],
};

/** The scripts one character belongs to (augmented); null when it belongs to any (digits 0-9, marks). */
function scriptsOf(char: string): Set<string> | null {
  if (SCRIPT_NEUTRAL.test(char)) return null;
  const scripts = new Set<string>();
  for (const script of SCRIPTS) {
    if (!script.test.test(char)) continue;
    scripts.add(script.name);
    for (const extra of AUGMENTED[script.name] ?? []) scripts.add(extra);
  }
  // A combining mark of no particular script (an accent) goes with the letter it sits on.
  if (scripts.size === 0 && INHERITED_MARK.test(char)) return null;
  return scripts;
}

export type UsernameVerdict = 'ok' | 'characters' | 'mixed-script';

/**
 * Judges an already normalised username (see usernameText): only letters and digits of one
 * script, plus '.', '_' and '-'. Length is the schemas' concern.
 */
export function judgeUsername(username: string): UsernameVerdict {
  if (PLAIN.test(username)) return 'ok';
  if (!ALLOWED.test(username)) return 'characters';
  // Past any schema's maximum: the length check refuses it; don't spend time on scripts.
  if (username.length > 256) return 'ok';
  // The scripts every letter so far belongs to; undefined until the first letter.
  let common: string[] | undefined;
  for (const char of username) {
    const scripts = scriptsOf(char);
    if (scripts === null) continue;
    if (scripts.size === 0) return 'characters';
    common = (common ?? [...scripts]).filter((script) => scripts.has(script));
    if (common.length === 0) return 'mixed-script';
  }
  return 'ok';
}

/**
 * NFKC first (fullwidth 'ａｄｍｉｎ' becomes 'admin', an ideographic space a plain one), then
 * trimmed. Sign-in uses this alone, so accounts made before the rules still sign in.
 */
export const usernameText = () => z.string().check(z.normalize('NFKC'), z.trim());

/** The rules for a new username, after the schema's own required/length checks. */
export function usernameRules(value: string, ctx: z.core.$RefinementCtx<string>): void {
  const verdict = judgeUsername(value);
  if (verdict === 'ok') return;
  ctx.addIssue({
    code: 'custom',
    input: value,
    message: verdict === 'characters' ? USERNAME_CHARACTERS_MESSAGE : USERNAME_MIXED_SCRIPT_MESSAGE,
  });
}
