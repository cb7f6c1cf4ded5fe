export { CategoryPage } from './components/category-page';
export { SearchPage } from './components/search-page';
