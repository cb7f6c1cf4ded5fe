import styled from 'styled-components';
import { Button, Card, Muted, spreadRow } from '@coffee/ui';
import type { FaqMatch } from '../search-faqs';

const Header = styled.div`
  ${spreadRow('baseline')}
  gap: 0.5rem 1rem;
  h2 {
    font-size: 1.4rem;
    margin: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  h3 {
    font-size: 1.1rem;
    margin-bottom: 0.4rem;
  }
  p {
    margin: 0;
  }
  small {
    display: block;
    margin-bottom: 0.35rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Empty = styled(Card)`
  text-align: center;
  margin-top: 1rem;
  h2 {
    font-size: 1.4rem;
  }
`;

interface Props {
  query: string;
  results: FaqMatch[];
  onClear: () => void;
}

export function SearchResults({ query, results, onClear }: Props) {
  const shown = query.trim();
  if (results.length === 0) {
    return (
      <Empty as="section" aria-labelledby="help-no-results">
        <h2 id="help-no-results">No results found</h2>
        <Muted>
          We couldn&apos;t find an answer for &ldquo;{shown}&rdquo;. Try other words, browse the
          topics, or contact our support team.
        </Muted>
        <Button $variant="outline" onClick={onClear}>
          Clear search
        </Button>
      </Empty>
    );
  }
  return (
    <section aria-labelledby="help-results">
      <Header>
        <h2 id="help-results">Search results</h2>
        <Button $variant="link" onClick={onClear}>
          Clear search
        </Button>
      </Header>
      <Muted>
        {results.length} {results.length === 1 ? 'answer' : 'answers'} for &ldquo;{shown}&rdquo;
      </Muted>
      <List>
        {results.map((item) => (
          <li key={item.id}>
            <Card as="article">
              <small>{item.categoryTitle}</small>
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </Card>
          </li>
        ))}
      </List>
    </section>
  );
}
