import { exposePages } from '@coffee/platform';
import { HomePage } from '../features/home';
import { CategoryPage, SearchPage } from '../features/listing';
import { ProductPage } from '../features/product';
import { StoreLocatorPage } from '../features/store-locator';

/** What the shell's route table may render from this remote (`catalog/pages`). */
export default exposePages('catalog', __RELEASE__, {
  HomePage,
  CategoryPage,
  SearchPage,
  ProductPage,
  StoreLocatorPage,
});
