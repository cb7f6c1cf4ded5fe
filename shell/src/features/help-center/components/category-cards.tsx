import styled from 'styled-components';
import { media, Link, bareList, cardSurface } from '@coffee/ui';
import type { FaqCategory } from '../faq-categories';

const Grid = styled.ul`
  ${bareList}
  display: grid;
  gap: 1rem;
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const CardLink = styled(Link)`
  display: block;
  height: 100%;
  padding: 1.25rem;
  text-decoration: none;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  h3 {
    font-size: 1.1rem;
    margin-bottom: 0.35rem;
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
  span {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export function CategoryCards({ categories }: { categories: FaqCategory[] }) {
  return (
    <Grid>
      {categories.map((category) => (
        <li key={category.id}>
          <CardLink to={{ pathname: '/help-center', hash: category.id }}>
            <h3>{category.title}</h3>
            <p>{category.description}</p>
            <span>{category.items.length} articles</span>
          </CardLink>
        </li>
      ))}
    </Grid>
  );
}
