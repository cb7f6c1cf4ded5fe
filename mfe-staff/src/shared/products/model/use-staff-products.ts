import { errorMessage } from '@coffee/platform';
import { useGetStaffProductsQuery } from '../api/get-staff-products';

/**
 * The staff product list as its tables show it: the products, whether they are loading, the
 * failure's text (the shop's 'status: message', else `fallback`) and a retry.
 */
export function useStaffProducts(fallback: string) {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetStaffProductsQuery();
  // A retry after a failure shows the loading rows again rather than the old error.
  const loading = isLoading || (isFetching && isError);
  return {
    products: data ?? [],
    loading,
    error: isError && !loading ? errorMessage(error, fallback) : null,
    retry: () => void refetch(),
  };
}
