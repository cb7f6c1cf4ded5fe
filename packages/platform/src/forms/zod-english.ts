import { useEffect } from 'react';

let loading: Promise<void> | undefined;
let ready = false;

/**
 * zod/mini ships no locale: a check the contracts give no message of their own (the offline card
 * form's 'Name on card' past 120 letters) would say "Invalid input". Forms load zod's English
 * messages once, in a chunk of their own, so pages without a form never fetch them (nor zod:
 * the platform's first-load code imports none).
 */
export function loadZodEnglish(): Promise<void> {
  loading ??= import(/* webpackChunkName: "zod-locale-en" */ './zod-locale').then(
    ({ configureEnglish }) => {
      configureEnglish();
      ready = true;
    },
  );
  return loading;
}

/** Whether the English messages are in place (so a parse now words its defaults in English). */
export const zodEnglishReady = (): boolean => ready;

/** Starts loading the English messages when a form mounts: long before its first submit. */
export function useZodEnglish(): void {
  useEffect(() => {
    void loadZodEnglish();
  }, []);
}
