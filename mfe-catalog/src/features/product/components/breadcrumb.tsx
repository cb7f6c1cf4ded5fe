import { Link, bareList } from '@coffee/ui';
import styled from 'styled-components';
import { categorySlug, categoryTitle } from '../../../shared/products';

const Nav = styled.nav`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  ol {
    ${bareList}
    display: flex;
    flex-wrap: wrap;
    align-items: center;
  }
  li + li::before {
    content: '›';
    margin: 0 0.5rem;
    color: ${({ theme }) => theme.colors.border};
    font-weight: 700;
  }
  a {
    text-decoration: none;
    &:hover {
      text-decoration: underline;
      color: ${({ theme }) => theme.colors.accent};
    }
  }
  [aria-current] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/** Home > category (link to /category/{lowercased category}) > product name. */
export function Breadcrumb({ category, name }: { category: string; name: string }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={`/category/${encodeURIComponent(categorySlug(category))}`}>
            {categoryTitle(category)}
          </Link>
        </li>
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </Nav>
  );
}
