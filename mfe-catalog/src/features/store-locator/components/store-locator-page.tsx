import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_STORE_QUERY_LENGTH } from '@coffee/contracts';
import { errorMessage } from '@coffee/platform';
import {
  Button,
  Container,
  Input,
  LoadFailed,
  Muted,
  PageTitle,
  Skeleton,
  VisuallyHidden,
  media,
  useSearchParams,
} from '@coffee/ui';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useGetStoresQuery } from '../api/get-stores';
import { StoreCard } from './store-card';

const Page = styled(Container)`
  padding-top: 2rem;
  padding-bottom: 3rem;
  display: grid;
  gap: 1.5rem;
`;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  max-width: 40rem;
  input {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

const Results = styled.div`
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** /store-locator: find a café by city, state or ZIP code. */
export function StoreLocatorPage() {
  useDocumentTitle('Store Locator');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, MAX_STORE_QUERY_LENGTH);
  const [text, setText] = useState(q);
  const stores = useGetStoresQuery(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <Page>
      <div>
        <PageTitle>Store Locator</PageTitle>
        <Muted>Find a Brew Haven café near you. Search by city, state or ZIP code.</Muted>
      </div>
      <Search role="search" onSubmit={submit}>
        {/* The label itself is the hidden one, so it takes no place in the row. */}
        <VisuallyHidden as="label" htmlFor="store-search">
          City, state or ZIP code
        </VisuallyHidden>
        <Input
          id="store-search"
          type="search"
          placeholder="City, state or ZIP code"
          value={text}
          maxLength={MAX_STORE_QUERY_LENGTH}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit">Search</Button>
      </Search>
      <section aria-label="Stores" aria-live="polite">
        {stores.isError ? (
          <LoadFailed
            headingLevel={2}
            title="We couldn't load the stores right now."
            message={errorMessage(stores.error)}
            onRetry={() => void stores.refetch()}
            retrying={stores.isFetching}
          />
        ) : stores.isFetching && !stores.currentData ? (
          <Results aria-busy="true">
            <Skeleton $h="14rem" />
            <Skeleton $h="14rem" />
          </Results>
        ) : (stores.currentData ?? []).length === 0 ? (
          <Muted>
            No stores match &ldquo;{q}&rdquo;. Try a city, state or ZIP code, such as Seattle, TX or
            021.
          </Muted>
        ) : (
          <>
            <Muted>
              {stores.currentData!.length} {stores.currentData!.length === 1 ? 'store' : 'stores'}
              {q ? ` matching “${q}”` : ''}
            </Muted>
            <Results>
              {stores.currentData!.map((store) => (
                <StoreCard key={store.id} store={store} />
              ))}
            </Results>
          </>
        )}
      </section>
    </Page>
  );
}
