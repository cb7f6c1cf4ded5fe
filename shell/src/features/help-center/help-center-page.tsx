import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { BRAND_NAME, Container, Muted, PageTitle } from '@coffee/ui';
import { CategoryCards } from './components/category-cards';
import { FaqSections } from './components/faq-sections';
import { HelpSearch } from './components/help-search';
import { SearchResults } from './components/search-results';
import { SupportCards } from './components/support-cards';
import { faqCategories } from './faq-categories';
import { searchFaqs } from './search-faqs';
import { useScrollToHash } from './use-scroll-to-hash';

const Hero = styled.div`
  padding-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1.5rem;
`;

export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const searching = query.trim().length > 0;
  const results = useMemo(() => searchFaqs(faqCategories, query), [query]);

  useEffect(() => {
    document.title = `Help Center | ${BRAND_NAME}`;
  }, []);
  useScrollToHash(!searching);

  const clear = () => {
    setQuery('');
    searchInput.current?.focus();
  };

  return (
    <Container>
      <Hero>
        <PageTitle>Help Center</PageTitle>
        <Muted>Find answers about orders, shipping, returns, Direct+ and more.</Muted>
        <HelpSearch query={query} onQueryChange={setQuery} inputRef={searchInput} />
      </Hero>
      {searching ? (
        <SearchResults query={query} results={results} onClear={clear} />
      ) : (
        <>
          <section aria-labelledby="help-topics">
            <h2 id="help-topics">Browse by topic</h2>
            <CategoryCards categories={faqCategories} />
          </section>
          <FaqSections categories={faqCategories} />
        </>
      )}
      <SupportCards />
    </Container>
  );
}
