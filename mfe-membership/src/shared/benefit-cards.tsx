import styled from 'styled-components';
import { media, bareList, LineIcon, cardSurface } from '@coffee/ui';
import { DIRECT_PLUS_BENEFITS } from './direct-plus';

type Benefit = (typeof DIRECT_PLUS_BENEFITS)[number];

// One small line drawing per benefit (24 × 24, stroked): decoration, the title says it.
const ICONS: Record<Benefit['title'], string> = {
  'Free shipping on orders over $35':
    'M3 6h11v9H3zM14 9h4l3 3v3h-7M6.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01',
  '10% off coffee': 'M19 5 5 19M7 8.5a1.5 1.5 0 1 0 0-.01M17 16.5a1.5 1.5 0 1 0 0-.01',
  'Early access to new releases': 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 7v5l3 2',
  'Invitations to tasting events':
    'M5 8h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zM16 9h2a2 2 0 0 1 0 4h-2M9 3v2M12 3v2',
  'Equipment discounts up to 15%': 'M7 4h10l-1 5H8zM8 9l-1 11h10L16 9M10 13h4',
  'A birthday sample': 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
};

const Grid = styled.ul<{ $columns: 2 | 3 }>`
  ${bareList}
  display: grid;
  gap: 1rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 2.75rem minmax(0, 1fr);
  gap: 0.9rem;
  align-items: start;
  padding: 1.25rem;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  svg {
    width: 2.75rem;
    height: 2.75rem;
    padding: 0.55rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    font-size: 0.92rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The Direct+ benefits as the membership pages state them (spec, section 1), one card each.
 * `limit` keeps the first ones (the confirmation page shows four, two by two).
 */
export function BenefitCards({ limit, columns = 3 }: { limit?: number; columns?: 2 | 3 }) {
  return (
    <Grid $columns={columns}>
      {DIRECT_PLUS_BENEFITS.slice(0, limit).map((benefit) => (
        <Item key={benefit.title}>
          <LineIcon strokeWidth="1.6" strokeLinejoin="round">
            <path d={ICONS[benefit.title]} />
          </LineIcon>
          <div>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </div>
        </Item>
      ))}
    </Grid>
  );
}
