export { useGetStaffProductsQuery, staffProductsApi } from './api/get-staff-products';
export { useStaffProducts } from './model/use-staff-products';
