import type { ComponentType } from 'react';
import styled from 'styled-components';
import { media, Link, bareList } from '@coffee/ui';
import { HomeSection } from './section';
import { AccessoriesArt, BeansArt, EquipmentArt, GiftSetsArt } from './category-art';

const CATEGORIES: { label: string; to: string; blurb: string; tint: string; Art: ComponentType }[] =
  [
    {
      label: 'Coffee Beans',
      to: '/category/beans',
      blurb: 'Single origins and house blends',
      tint: '#f6e3cf',
      Art: BeansArt,
    },
    {
      label: 'Equipment',
      to: '/category/coffee-makers',
      blurb: 'Presses, drippers and machines',
      tint: '#e9efe6',
      Art: EquipmentArt,
    },
    {
      label: 'Accessories',
      to: '/category/accessories',
      blurb: 'Mugs, grinders and more',
      tint: '#efe7f3',
      Art: AccessoriesArt,
    },
    {
      label: 'Gift Sets',
      to: '/category/gift-sets',
      blurb: 'Curated boxes for coffee lovers',
      tint: '#fbeadf',
      Art: GiftSetsArt,
    },
  ];

const slug = (to: string) => `home-tile-${to.split('/').pop() ?? ''}`;

const Grid = styled.ul`
  ${bareList}
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1.5rem;
  }
`;

const Tile = styled(Link)<{ $tint: string }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  > div:first-child {
    background: ${({ $tint }) => $tint};
    padding: 0.75rem 1rem;
    svg {
      display: block;
      width: 100%;
      height: auto;
      max-height: 8rem;
    }
  }
`;

const Text = styled.div`
  padding: 0.75rem 1rem 1rem;
  strong {
    display: block;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.15rem;
  }
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function CategoryTiles() {
  return (
    <HomeSection id="home-categories" title="Shop by Category" tinted>
      <Grid>
        {CATEGORIES.map(({ label, to, blurb, tint, Art }) => (
          <li key={to}>
            {/* The link's name is the category; the blurb is its description, read once (as the
                description, not again in the name). */}
            <Tile to={to} $tint={tint} aria-describedby={`${slug(to)}-blurb`}>
              <div>
                <Art />
              </div>
              <Text>
                <strong>{label}</strong>
                <span id={`${slug(to)}-blurb`} aria-hidden="true">
                  {blurb}
                </span>
              </Text>
            </Tile>
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}
