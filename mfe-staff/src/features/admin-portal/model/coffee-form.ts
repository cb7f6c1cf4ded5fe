import { z } from 'zod/mini';
import {
  coffeeFieldsSchema,
  type CoffeeFieldsInput,
  type FieldIssue,
  type StaffProductDetail,
} from '@coffee/contracts';

/** The Coffee section's fields, each held as the text its control shows. */
export const coffeeFormFields = [
  'country',
  'region',
  'roastLevel',
  'process',
  'altitudeMin',
  'altitudeMax',
  'flavorNotes',
  'brewSuggestions',
] as const;
export type CoffeeFormField = (typeof coffeeFormFields)[number];
export type CoffeeFormValues = Record<CoffeeFormField, string>;

/** Flavour notes and brew suggestions are held one per line. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const ALTITUDE_MESSAGE = 'Altitude must be a whole number of metres, such as 1900';

/** The body of PUT .../coffee; an altitude of one figure is that figure as both ends. */
export function toCoffeeInput(v: CoffeeFormValues): CoffeeFieldsInput {
  const country = v.country.trim();
  const region = v.region.trim();
  const low = v.altitudeMin.trim() || v.altitudeMax.trim();
  const high = v.altitudeMax.trim() || v.altitudeMin.trim();
  return {
    origin: country || region ? { country, region: region || null } : null,
    roastLevel: (v.roastLevel || null) as CoffeeFieldsInput['roastLevel'],
    process: (v.process || null) as CoffeeFieldsInput['process'],
    altitude: low ? { min: Number(low), max: Number(high) } : null,
    flavorNotes: linesOf(v.flavorNotes),
    brewSuggestions: linesOf(v.brewSuggestions),
  };
}

/** Which control a contract issue belongs to ('origin.country' is the Country field's). */
function fieldOf(path: readonly PropertyKey[]): CoffeeFormField {
  const [head, part] = path.map(String);
  if (head === 'origin') return part === 'region' ? 'region' : 'country';
  if (head === 'altitude') return part === 'max' ? 'altitudeMax' : 'altitudeMin';
  return (coffeeFormFields as readonly string[]).includes(head ?? '')
    ? (head as CoffeeFormField)
    : 'country';
}

/**
 * The contract's rules and messages, read from the form's texts, each message put by the control
 * it is about (useSchemaForm keys messages by their first path segment).
 */
export const coffeeFormSchema = z.pipe(
  z.object(
    Object.fromEntries(coffeeFormFields.map((f) => [f, z.string()])) as {
      [K in CoffeeFormField]: z.ZodMiniString<string>;
    },
  ),
  z.transform((values, ctx) => {
    let bad = false;
    for (const field of ['altitudeMin', 'altitudeMax'] as const) {
      const text = values[field].trim();
      if (text && !/^\d+$/.test(text)) {
        ctx.issues.push({ code: 'custom', message: ALTITUDE_MESSAGE, input: text, path: [field] });
        bad = true;
      }
    }
    const parsed = coffeeFieldsSchema.safeParse(toCoffeeInput(values));
    if (parsed.success && !bad) return parsed.data;
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const path = [fieldOf(issue.path)];
      // A figure already said to be no number is not said again in zod's words.
      if (bad && path[0]?.startsWith('altitude')) continue;
      ctx.issues.push({ code: 'custom', message: issue.message, input: values, path });
    }
    return z.NEVER;
  }),
);

/** A 400 of the service ('origin.country', 'flavorNotes.3'): its messages by the form's controls. */
export function coffeeErrorsOf(issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path;
    out[fieldOf(path)] ??= issue.message;
  }
  return out;
}

export function coffeeFormOf(p: StaffProductDetail): CoffeeFormValues {
  return {
    country: p.origin?.country ?? '',
    region: p.origin?.region ?? '',
    roastLevel: p.roastLevel ?? '',
    process: p.process ?? '',
    altitudeMin: p.altitude ? String(p.altitude.min) : '',
    altitudeMax: p.altitude ? String(p.altitude.max) : '',
    flavorNotes: p.flavorNotes.join('\n'),
    brewSuggestions: p.brewSuggestions.join('\n'),
  };
}
