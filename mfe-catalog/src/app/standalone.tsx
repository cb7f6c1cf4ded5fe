import type { StandaloneOptions } from '@coffee/platform/standalone';
import pages from './pages';

const { HomePage, CategoryPage, SearchPage, ProductPage, StoreLocatorPage } = pages.pages;

/**
 * This remote on its own (`npm run dev -w mfe-catalog`): its pages at the paths the shell gives
 * them. The index links the listing at '/category/all'; a product is reached from any card.
 */
export const standalone: StandaloneOptions = {
  remote: 'catalog',
  routes: [
    { path: '/', element: <HomePage />, label: 'Home' },
    {
      path: '/category/:category',
      href: '/category/all',
      element: <CategoryPage />,
      label: 'All products',
    },
    { path: '/search', href: '/search?q=coffee', element: <SearchPage />, label: 'Search' },
    { path: '/product/:id', element: <ProductPage /> },
    { path: '/store-locator', element: <StoreLocatorPage />, label: 'Store locator' },
  ],
};
