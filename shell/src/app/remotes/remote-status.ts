import { useSyncExternalStore } from 'react';

/**
 * A counter per remote, bumped after a successful Retry. Every boundary of that remote listens,
 * so the cart button in the header recovers too when the checkout page's Retry brought
 * cart_checkout back.
 */
const generations = new Map<string, number>();
const listeners = new Set<() => void>();

export function remoteGeneration(remote: string): number {
  return generations.get(remote) ?? 0;
}

export function bumpRemoteGeneration(remote: string): void {
  generations.set(remote, remoteGeneration(remote) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRemoteGeneration(remote: string): number {
  return useSyncExternalStore(
    subscribe,
    () => remoteGeneration(remote),
    () => remoteGeneration(remote),
  );
}
