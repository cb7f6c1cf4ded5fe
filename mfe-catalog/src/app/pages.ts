/** What the shell's route table may render from this remote (`catalog/pages`). */
export { HomePage } from '../features/home';
export { CategoryPage, SearchPage } from '../features/listing';
export { ProductPage } from '../features/product';
