import type { StandaloneOptions } from '@coffee/platform/standalone';
import favoritesList from './favorites-list';
import myReviews from './my-reviews';
import pages from './pages';

const { HomePage, CategoryPage, SearchPage, ProductPage, StoreLocatorPage } = pages.pages;
const FavoritesList = favoritesList.component;
const MyReviews = myReviews.component;

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
    // Not shop routes: the widgets alone, as the account page's Favorites and My Reviews tabs show them.
    {
      path: '/favorites',
      element: <FavoritesList />,
      label: 'The favorites widget (the account page’s Favorites tab)',
    },
    {
      path: '/my-reviews',
      element: <MyReviews />,
      label: 'The reviews widget (the account page’s My Reviews tab)',
    },
  ],
};
