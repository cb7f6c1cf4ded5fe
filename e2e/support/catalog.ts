import type { APIRequestContext } from '@playwright/test';

export interface ListedProduct {
  id: string;
  name: string;
  price: string;
  category: string;
  inStock: boolean;
  inventory: number;
  isDirectPlusEligible: boolean;
}

/**
 * Products chosen from the live catalog rather than hard-coded names, so the journeys keep
 * working when the demo catalog changes. Only products with plenty of stock: the journeys
 * place real orders.
 */
export async function inStockProducts(
  request: APIRequestContext,
  category: string,
  minInventory = 20,
): Promise<ListedProduct[]> {
  const response = await request.get(`/api/products/category/${category}?inStock=true&limit=100`);
  if (!response.ok()) throw new Error(`catalog answered ${response.status()}`);
  const products = (await response.json()) as ListedProduct[];
  const plenty = products.filter((p) => p.inventory >= minInventory);
  if (plenty.length === 0) throw new Error(`no ${category} product with ${minInventory}+ in stock`);
  return plenty;
}
