import {
  productSchema,
  staffProductDetailSchema,
  staffProductPageSchema,
  type CoffeeFieldsInput,
  type Product,
  type ProductInput,
  type StaffProductDetail,
  type StaffProductPage,
  type staffProductQuerySchema,
  type VariantInput,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import type { z } from 'zod/mini';
import { cleanParams, staffApi } from '../../../shared/api/staff-api';

/** A product write shows in the staff lists and, at once, on the shop's own pages. */
const productTags = (id?: string) => [
  { type: 'StaffProduct' as const, id: 'LIST' },
  { type: 'Product' as const, id: 'LIST' },
  ...(id
    ? [
        { type: 'StaffProduct' as const, id },
        { type: 'Product' as const, id },
      ]
    : []),
  'Dashboard' as const,
  'Audit' as const,
];

/** The admin's catalog: GET/POST /api/admin/products, GET/PUT one, PUT its picture. */
export const adminProductsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<StaffProductPage, z.output<typeof staffProductQuerySchema>>({
      query: (params) => ({ url: '/api/admin/products', params: cleanParams(params) }),
      responseSchema: contract(staffProductPageSchema),
      providesTags: (page) => [
        { type: 'StaffProduct', id: 'LIST' },
        ...(page?.items ?? []).map((p) => ({ type: 'StaffProduct' as const, id: p.id })),
      ],
    }),
    /** The product with every variant (retired ones too) and its coffee data. */
    getAdminProduct: build.query<StaffProductDetail, string>({
      query: (id) => `/api/admin/products/${encodeURIComponent(id)}`,
      responseSchema: contract(staffProductDetailSchema),
      providesTags: (_p, _e, id) => [{ type: 'StaffProduct', id }],
    }),
    createProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: '/api/admin/products', method: 'POST', body }),
      responseSchema: contract(productSchema),
      invalidatesTags: () => productTags(),
    }),
    updateProduct: build.mutation<Product, { id: string; update: Partial<ProductInput> }>({
      query: ({ id, update }) => ({
        url: `/api/admin/products/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: update,
      }),
      responseSchema: contract(productSchema),
      invalidatesTags: (_p, _e, { id }) => productTags(id),
    }),
    /** The picture itself as the body (not JSON, not a form), with its own Content-Type. */
    uploadProductImage: build.mutation<Product, { id: string; bytes: ArrayBuffer; type: string }>({
      query: ({ id, bytes, type }) => ({
        url: `/api/admin/products/${encodeURIComponent(id)}/image`,
        method: 'PUT',
        body: bytes,
        headers: { 'Content-Type': type },
      }),
      responseSchema: contract(productSchema),
      invalidatesTags: (_p, _e, { id }) => productTags(id),
    }),
    /** The whole list of variants: new ones added, edited ones changed, retired ones kept. */
    updateProductVariants: build.mutation<
      StaffProductDetail,
      { id: string; variants: VariantInput[] }
    >({
      query: ({ id, variants }) => ({
        url: `/api/admin/products/${encodeURIComponent(id)}/variants`,
        method: 'PUT',
        body: { variants },
      }),
      responseSchema: contract(staffProductDetailSchema),
      invalidatesTags: (_p, _e, { id }) => productTags(id),
    }),
    updateProductCoffee: build.mutation<
      StaffProductDetail,
      { id: string; coffee: CoffeeFieldsInput }
    >({
      query: ({ id, coffee }) => ({
        url: `/api/admin/products/${encodeURIComponent(id)}/coffee`,
        method: 'PUT',
        body: coffee,
      }),
      responseSchema: contract(staffProductDetailSchema),
      invalidatesTags: (_p, _e, { id }) => productTags(id),
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
  useUpdateProductVariantsMutation,
  useUpdateProductCoffeeMutation,
} = adminProductsApi;
