// The teardown is the function global-setup returns; this file only keeps the config explicit.
export default async function globalTeardown() {}
