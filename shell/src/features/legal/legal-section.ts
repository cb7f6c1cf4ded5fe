import type { ReactNode } from 'react';

export interface LegalSection {
  /** The heading's anchor: /privacy-policy#cookies. */
  id: string;
  title: string;
  content: ReactNode;
}
