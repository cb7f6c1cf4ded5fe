import { z } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod's English messages, set once. Loaded on demand by zod-english.ts, so this module's zod
 * import is the form chunk's and never the first load's. A locale chosen before (full zod in the
 * same page configures English itself) stays.
 */
export function configureEnglish(): void {
  if (!z.config().localeError) z.config(en());
}
