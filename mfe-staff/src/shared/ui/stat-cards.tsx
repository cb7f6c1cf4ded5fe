import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, cardSurface } from '@coffee/ui';

const Grid = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(var(--cols, 4), minmax(0, 1fr));
    gap: 1rem;
  }
`;

const Stat = styled.div`
  ${cardSurface}
  padding: 1rem 1.1rem;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.6rem;
    font-weight: 700;
    font-family: ${({ theme }) => theme.fonts.heading};
  }
`;

export interface StatItem {
  label: string;
  value: ReactNode;
}

export function StatCards({ items, label }: { items: StatItem[]; label: string }) {
  return (
    <Grid aria-label={label} style={{ ['--cols' as string]: String(items.length) }}>
      {items.map((item) => (
        <Stat key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Stat>
      ))}
    </Grid>
  );
}
