export { useGetStaffProductsQuery, staffProductsApi } from './api/get-staff-products';
export {
  staffProductSchema,
  staffProductListSchema,
  type StaffProduct,
} from './model/staff-product';
export { categoryLabel } from './model/category';
