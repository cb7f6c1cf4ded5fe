// Types of chromium.mjs for TypeScript callers (the Playwright config).
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: readonly string[];
