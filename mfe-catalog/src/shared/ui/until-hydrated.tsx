import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What a control that waits for the page's scripts says meanwhile (and its tooltip). */
export const WAITING_FOR_SCRIPTS = 'Loading…';

// Both labels share one grid cell: the control is as wide as the wider of the two, so nothing
// moves when the scripts arrive and the words swap.
const Stack = styled.span`
  display: inline-grid;
  & > * {
    grid-area: 1 / 1;
  }
`;

const Hidden = styled.span`
  visibility: hidden;
`;

/**
 * A control's words, or "Loading…" in their place until the page is hydrated: on a
 * server-rendered page the control is disabled until its scripts run (a tap before would do
 * nothing), and says so rather than sitting grey. The hidden label is out of the accessibility
 * tree (visibility: hidden), so the control's name is what it shows.
 */
export function UntilHydrated({ hydrated, children }: { hydrated: boolean; children: ReactNode }) {
  return (
    <Stack>
      {hydrated ? <span>{children}</span> : <Hidden>{children}</Hidden>}
      {hydrated ? <Hidden>{WAITING_FOR_SCRIPTS}</Hidden> : <span>{WAITING_FOR_SCRIPTS}</span>}
    </Stack>
  );
}
