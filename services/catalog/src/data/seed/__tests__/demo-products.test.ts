import fs from 'node:fs';
import path from 'node:path';
import { LOW_STOCK_THRESHOLD, variantIdOf, type ProductCategory } from '@coffee/contracts';
import { newProductSchema, newVariants, type NewProduct } from '../../../domain/product';
import { demoProducts } from '../demo-products';

const assetsDir = path.resolve(__dirname, '../../../../assets/products');
const shopCategories: ProductCategory[] = [
  'beans',
  'ground-coffee',
  'espresso',
  'coffee-makers',
  'accessories',
  'gift-sets',
  'cold-brew',
  'deals',
];

// Parsed once: every check below works on what the service would store.
const parsed: NewProduct[] = demoProducts.map((product) => newProductSchema.parse(product));
const count = (test: (p: NewProduct) => boolean) => parsed.filter(test).length;

describe('demo catalog', () => {
  it('when every product is validated like service input, then all pass', () => {
    const failures = demoProducts.flatMap((product) => {
      const result = newProductSchema.safeParse(product);
      return result.success
        ? []
        : [`${product.name}: ${result.error.issues.map((i) => i.message).join(', ')}`];
    });
    expect(failures).toEqual([]);
    expect(parsed.length).toBeGreaterThanOrEqual(64);
  });

  it('when products are grouped by category, then each shop category has at least six', () => {
    // Listed as [category, count] so a failure names the thin category.
    const thin = shopCategories
      .map((category) => [category, count((p) => p.category === category)] as const)
      .filter(([, n]) => n < 6);
    expect(thin).toEqual([]);
  });

  it('when SKUs, names and images are compared, then none repeats', () => {
    for (const key of ['sku', 'name', 'imageUrl'] as const) {
      const values = parsed.map((p) => p[key]);
      expect(values.every(Boolean)).toBe(true);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('when every product is described, then it has a unit size, a rating with one decimal or none, and a sentence or three', () => {
    for (const product of demoProducts) {
      expect(product.unitSize).toMatch(/\S/);
      expect(product.description).toMatch(/^[A-Z].{20,}[.!]$/s);
      if (product.rating !== undefined) expect(String(product.rating)).toMatch(/^\d\.\d$/);
      if (product.rating === undefined) expect(product.reviewCount ?? 0).toBe(0);
    }
  });

  it('when the flags are counted, then there are bestsellers, new arrivals, sales, sold-out and non-Direct+ products', () => {
    expect(count((p) => p.isBestseller)).toBeGreaterThanOrEqual(4);
    expect(count((p) => p.isNew)).toBeGreaterThanOrEqual(4);
    expect(count((p) => p.isSale)).toBeGreaterThanOrEqual(6);
    expect(count((p) => !p.inStock)).toBeGreaterThanOrEqual(3);
    expect(count((p) => !p.isDirectPlusEligible)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.inStock && p.inventory > 0 && p.inventory <= 8)).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('when a product is out of stock, then its inventory is 0, and an in-stock product has some', () => {
    for (const product of parsed) {
      expect({ name: product.name, soldOut: product.inventory === 0 }).toEqual({
        name: product.name,
        soldOut: !product.inStock,
      });
    }
  });

  it('when a product is on sale, then its original price is above its price; otherwise it has none', () => {
    for (const product of parsed) {
      if (product.isSale) {
        expect(product.originalPrice).toBeDefined();
        expect(product.originalPrice ?? 0).toBeGreaterThan(product.price);
      } else {
        expect({ name: product.name, originalPrice: product.originalPrice }).toEqual({
          name: product.name,
          originalPrice: undefined,
        });
      }
    }
  });

  it("when the default 'featured' order is taken, then the first eight are in-stock bestsellers from different categories", () => {
    const bestsellers = parsed.filter((p) => p.isBestseller);
    // Featured puts every bestseller first, so the home page's eight are exactly these.
    expect(bestsellers).toHaveLength(8);
    expect(parsed.slice(0, 8)).toEqual(bestsellers);
    expect(bestsellers.every((p) => p.inStock && p.inventory > 8)).toBe(true);
    expect(new Set(bestsellers.map((p) => p.category)).size).toBe(8);
  });

  it('when images are looked up, then each product has its own drawn SVG and no drawn SVG is unused', () => {
    const files = parsed.map((p) => {
      const match = /^\/api\/products\/images\/([a-z0-9-]+\.svg)$/.exec(p.imageUrl ?? '');
      expect(match).not.toBeNull();
      return match?.[1] ?? '';
    });
    for (const file of files) {
      const svg = fs.readFileSync(path.join(assetsDir, file), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"')).toBe(
        true,
      );
    }
    const drawn = fs.readdirSync(assetsDir).filter((f) => f.endsWith('.svg'));
    expect(drawn.sort()).toEqual([...files].sort());
  });
});

describe('demo coffee (issue 28)', () => {
  const byName = (name: string) => parsed.find((p) => p.name === name)!;
  const variantsOf = (name: string) => newVariants(byName(name));

  it('when a bean is seeded, then it sells 12 oz, 2 lb and 5 lb in all six grinds, priced from the 12 oz price', () => {
    const yirga = variantsOf('Ethiopia Yirgacheffe');
    expect(yirga).toHaveLength(18);
    const price = (id: string) => yirga.find((v) => v.id === id)!.priceCents;
    // 18.99: 2 lb = round(18.99 x 2.4) = 46 -> 45.99; 5 lb = round(18.99 x 5.5) = 104 -> 103.99.
    expect([price('12oz-whole-bean'), price('2lb-pour-over'), price('5lb-cold-brew')]).toEqual([
      1899, 4599, 10399,
    ]);
    expect(yirga.find((v) => v.id === '2lb-pour-over')!.sku).toBe('BEA-ETH-YRG-12-2LB-PO');
  });

  it('when ground coffee and espresso are seeded, then they sell sizes only; capsules keep one pack', () => {
    expect(variantsOf('House Blend Ground Coffee').map((v) => v.id)).toEqual([
      '12oz',
      '2lb',
      '5lb',
    ]);
    expect(variantsOf('Signature Espresso Blend').map((v) => v.id)).toEqual(['12oz', '2lb', '5lb']);
    expect(variantsOf('Intenso Espresso Capsules').map((v) => v.id)).toEqual(['default']);
  });

  it('when every coffee is seeded, then it has an origin, a roast level, 3 to 5 notes and 1 to 3 brew suggestions', () => {
    const coffees = parsed.filter((p) =>
      ['beans', 'ground-coffee', 'espresso'].includes(p.category),
    );
    expect(coffees.length).toBeGreaterThanOrEqual(30);
    for (const coffee of coffees) {
      expect({ name: coffee.name, country: coffee.origin?.country ?? null }).toEqual({
        name: coffee.name,
        country: expect.any(String),
      });
      expect(coffee.roastLevel).toBeDefined();
      expect(coffee.flavorNotes!.length).toBeGreaterThanOrEqual(3);
      expect(coffee.flavorNotes!.length).toBeLessThanOrEqual(5);
      expect(coffee.brewSuggestions!.length).toBeGreaterThanOrEqual(1);
      expect(coffee.brewSuggestions!.length).toBeLessThanOrEqual(3);
    }
  });

  it('when a product was sold in another size, then that size stays its default at its price', () => {
    const breakfast = byName('Breakfast Blend');
    const variants = newVariants(breakfast);
    expect(variantIdOf(breakfast.variants![0]!)).toBe('2lb-whole-bean');
    expect(variants.find((v) => v.id === '2lb-whole-bean')!.priceCents).toBe(3299);
  });

  it('when stock is counted, then some products are low in one size only and every SKU is unique', () => {
    const lowInOneSize = parsed.filter((p) => {
      const variants = newVariants(p);
      const low = variants.filter((v) => v.inventory > 0 && v.inventory <= LOW_STOCK_THRESHOLD);
      const sizes = new Set(low.map((v) => v.size));
      return sizes.size === 1 && variants.some((v) => v.inventory > LOW_STOCK_THRESHOLD);
    });
    expect(lowInOneSize.length).toBeGreaterThanOrEqual(3);
    const skus = parsed.flatMap((p) => [p.sku, ...newVariants(p).map((v) => v.sku)]);
    // A product without options shares its SKU with its one variant; no other SKU repeats.
    const repeated = skus.filter((sku, i) => skus.indexOf(sku) !== i);
    const single = parsed.filter((p) => !p.variants).map((p) => p.sku);
    expect(repeated.sort()).toEqual(single.sort());
  });
});
