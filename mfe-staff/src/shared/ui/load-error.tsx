import type { ReactNode } from 'react';
import { Button, Muted } from '@coffee/ui';

/** The 'Try again' of every section that failed to load: it asks the server again. */
export function TryAgain({ onRetry }: { onRetry: () => void }) {
  return (
    <Button $variant="link" onClick={onRetry}>
      Try again
    </Button>
  );
}

/** Why a section could not load (the shop's error text), with a retry. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Muted role="alert">
      {children} <TryAgain onRetry={onRetry} />
    </Muted>
  );
}
