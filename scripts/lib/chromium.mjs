// Debian's Chromium as every browser tool here launches it (Playwright, Lighthouse, the bundle
// benchmark): downloaded browsers cannot run on this machine, and these flags keep a headless run
// from dialling out or waiting on a sandbox, a GPU or a first-run screen.
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);
