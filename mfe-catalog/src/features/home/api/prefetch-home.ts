import type { AppDispatch } from '@coffee/platform';
import { catalogProductsApi } from '../../../shared/products';
import { homeListArgs } from '../model/home-list';

/** What the home page asks for on its first render (server rendering dispatches it first). */
export async function prefetchHome(dispatch: AppDispatch): Promise<void> {
  await dispatch(catalogProductsApi.endpoints.getCatalogProducts.initiate(homeListArgs()));
}
