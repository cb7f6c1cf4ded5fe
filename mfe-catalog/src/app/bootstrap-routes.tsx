import { Link, Route, Routes } from 'react-router-dom';
import { Container, Muted, PageTitle } from '@coffee/ui';
import { CategoryPage, HomePage, ProductPage, SearchPage } from './pages';

function ElsewhereNotice() {
  return (
    <Container as="main">
      <PageTitle>Not part of this remote</PageTitle>
      <Muted>
        This standalone page serves only the catalog&apos;s pages. Open the full shop through the
        gateway (http://localhost:8080) to follow this link.{' '}
        <Link to="/">Back to the home page</Link>
      </Muted>
    </Container>
  );
}

/** The standalone page serves this remote's pages at the paths the shell uses. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <main>
            <HomePage />
          </main>
        }
      />
      <Route
        path="/category/:category"
        element={
          <main>
            <CategoryPage />
          </main>
        }
      />
      <Route
        path="/search"
        element={
          <main>
            <SearchPage />
          </main>
        }
      />
      <Route
        path="/product/:id"
        element={
          <main>
            <ProductPage />
          </main>
        }
      />
      <Route path="*" element={<ElsewhereNotice />} />
    </Routes>
  );
}
