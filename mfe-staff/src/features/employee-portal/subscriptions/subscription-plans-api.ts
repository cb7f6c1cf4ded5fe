import {
  MAX_PRODUCT_PAGE_SIZE,
  productListSchema,
  subscriptionPlanListSchema,
  subscriptionPlanSchema,
  TOTAL_COUNT_HEADER,
  type Product,
  type SavePlanInput,
  type SubscriptionPlan,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { staffApi } from '../../../shared/api/staff-api';

/** Enough pages for any catalog this shop keeps; a runaway total cannot loop for ever. */
const MAX_PAGES = 20;

/**
 * Subscription plans in the employee portal: GET /api/employee/subscription-plans (every plan
 * set up) and PUT /api/employee/subscription-plans/{productId} (one saved whole), checked by the
 * staff service ('subscriptions:read', 'subscriptions:manage'). The products that can be plans
 * and the coffees they send come from the catalog's public lists, every page of each category.
 */
export const subscriptionPlansApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionPlans: build.query<SubscriptionPlan[], void>({
      query: () => '/api/employee/subscription-plans',
      responseSchema: contract(subscriptionPlanListSchema),
      providesTags: (plans) => [
        { type: 'SubscriptionPlan', id: 'LIST' },
        ...(plans ?? []).map((p) => ({ type: 'SubscriptionPlan' as const, id: p.productId })),
      ],
    }),
    savePlan: build.mutation<SubscriptionPlan, { productId: string; plan: SavePlanInput }>({
      query: ({ productId, plan }) => ({
        url: `/api/employee/subscription-plans/${encodeURIComponent(productId)}`,
        method: 'PUT',
        body: plan,
      }),
      responseSchema: contract(subscriptionPlanSchema),
      invalidatesTags: (_p, _e, { productId }) => [
        { type: 'SubscriptionPlan', id: 'LIST' },
        { type: 'SubscriptionPlan', id: productId },
        'Audit',
      ],
    }),
    /** Every product of these categories, by name (the public list, page after page). */
    getProductsOfCategories: build.query<Product[], readonly string[]>({
      async queryFn(categories, _api, _extra, baseQuery) {
        const items: unknown[] = [];
        for (const category of categories) {
          const start = items.length;
          for (let page = 0; page < MAX_PAGES; page += 1) {
            const answer = await baseQuery({
              url: `/api/products/category/${encodeURIComponent(category)}`,
              params: {
                limit: MAX_PRODUCT_PAGE_SIZE,
                offset: items.length - start,
                sort: 'name-asc',
              },
            });
            if (answer.error) return { error: answer.error };
            const body = Array.isArray(answer.data) ? (answer.data as unknown[]) : [];
            items.push(...body);
            const header = answer.meta?.response?.headers.get(TOTAL_COUNT_HEADER);
            const total = header && /^\d+$/.test(header) ? Number(header) : Infinity;
            if (body.length < MAX_PRODUCT_PAGE_SIZE || items.length - start >= total) break;
          }
        }
        // Checked against the contract by responseSchema right after.
        return { data: items as Product[] };
      },
      responseSchema: contract(productListSchema),
      providesTags: (products) => [
        { type: 'Product', id: 'LIST' },
        ...(products ?? []).map((p) => ({ type: 'Product' as const, id: p.id })),
      ],
    }),
  }),
});

export const {
  useGetSubscriptionPlansQuery,
  useSavePlanMutation,
  useGetProductsOfCategoriesQuery,
} = subscriptionPlansApi;
