import { exposePages } from '@coffee/platform';
import { lazyPage } from './lazy-page';

// Each page family in its own chunk, named for the gateway's preload hints (`page-<page>`):
// the first load of a page fetches only its own code. SearchPage shares CategoryPage's listing
// (the same module), so both are in `page-category`.
const HomePage = lazyPage(
  () => import(/* webpackChunkName: "page-home" */ '../features/home'),
  (m) => m.HomePage,
);
const CategoryPage = lazyPage(
  () => import(/* webpackChunkName: "page-category" */ '../features/listing'),
  (m) => m.CategoryPage,
);
const SearchPage = lazyPage(
  () => import(/* webpackChunkName: "page-category" */ '../features/listing'),
  (m) => m.SearchPage,
);
const ProductPage = lazyPage(
  () => import(/* webpackChunkName: "page-product" */ '../features/product'),
  (m) => m.ProductPage,
);
const StoreLocatorPage = lazyPage(
  () => import(/* webpackChunkName: "page-store-locator" */ '../features/store-locator'),
  (m) => m.StoreLocatorPage,
);

/** What the shell's route table may render from this remote (`catalog/pages`). */
export default exposePages('catalog', __RELEASE__, {
  HomePage,
  CategoryPage,
  SearchPage,
  ProductPage,
  StoreLocatorPage,
});
