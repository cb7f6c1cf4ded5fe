import type { StandaloneOptions } from '@coffee/platform/standalone';
import pages from './pages';

const { HomePage, CategoryPage, SearchPage, ProductPage } = pages.pages;

/**
 * This remote on its own (`npm run dev -w mfe-catalog`): its pages at the paths the shell gives
 * them. The index lists a path it can link to, so the listing is listed as '/category/all'
 * (the same page as '/category/:category'); a product is reached from any card.
 */
export const standalone: StandaloneOptions = {
  remote: 'catalog',
  routes: [
    { path: '/', element: <HomePage />, label: 'Home' },
    { path: '/category/all', element: <CategoryPage />, label: 'All products' },
    { path: '/category/:category', element: <CategoryPage /> },
    { path: '/search', element: <SearchPage />, label: 'Search' },
    { path: '/product/:id', element: <ProductPage /> },
  ],
};
