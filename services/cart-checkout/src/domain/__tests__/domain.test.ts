import { productSchema, type Product } from '@coffee/contracts';
import { withVariants } from '../variants';
import { stockProblem } from '../cart';
import { createKeyedLock } from '../keyed-lock';
import { newOrderNumber } from '../order';

const product = (inStock: boolean, inventory: number | null) =>
  productSchema.parse({
    id: 'p1',
    name: 'Kona',
    price: '30.00',
    category: 'beans',
    inStock,
    inventory,
  });

/** The product's one variant, as the catalog client makes it of a product without variants. */
const only = (p: Product) => withVariants(p).variants[0]!;

const coffee = productSchema.parse({
  id: 'p2',
  name: 'Kenya AA',
  price: '18.99',
  category: 'beans',
  inStock: true,
  inventory: 40,
  defaultVariantId: '12oz-whole-bean',
  variants: [
    { id: '12oz-whole-bean', size: '12 oz', grind: 'whole-bean', price: '18.99', inventory: 38 },
    { id: '2lb-pour-over', size: '2 lb', grind: 'pour-over', price: '44.99', inventory: 2 },
  ],
});

describe('stockProblem', () => {
  it('when the product is withdrawn or sold out, then it is out of stock', () => {
    expect(stockProblem(product(false, 50), only(product(false, 50)), 1)).toBe(
      'Kona is out of stock',
    );
    expect(stockProblem(product(true, 0), only(product(true, 0)), 1)).toBe('Kona is out of stock');
  });

  it('when fewer are left than asked, then it says how many; enough or uncounted is fine', () => {
    expect(stockProblem(product(true, 2), only(product(true, 2)), 3)).toBe('Only 2 left of Kona');
    expect(stockProblem(product(true, 3), only(product(true, 3)), 3)).toBeNull();
    expect(stockProblem(product(true, null), only(product(true, null)), 99)).toBeNull();
  });

  it('when a variant runs short, then its own stock counts and the message names it', () => {
    const [small, big] = withVariants(coffee).variants;
    expect(stockProblem(coffee, big!, 3)).toBe('Only 2 left of Kenya AA, 2 lb, pour-over');
    expect(stockProblem(coffee, small!, 3)).toBeNull();
  });
});

describe('newOrderNumber', () => {
  it('when a number is made, then it reads ORD-, the UTC day and 6 unambiguous characters', () => {
    const number = newOrderNumber(new Date('2025-06-14T23:30:00Z'));
    expect(number).toMatch(/^ORD-20250614-[A-HJ-NP-Z2-9]{6}$/);
  });

  // 32^6 suffixes a day: 2000 numbers repeat one about once in 500 runs (the birthday bound),
  // which the unique index turns into a retry. Three or more repeats would mean the suffix is
  // far less random than that (odds below one in a billion).
  it('when many are made, then repeats are as rare as a billion a day allows', () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => newOrderNumber()));
    expect(numbers.size).toBeGreaterThanOrEqual(1998);
  });
});

describe('createKeyedLock', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('when tasks share a key, then they run one at a time in arrival order', async () => {
    const withLock = createKeyedLock();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      withLock('u1', task('a')),
      withLock('u1', task('b')),
      withLock('u1', task('c')),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('when tasks have different keys, then they overlap', async () => {
    const withLock = createKeyedLock();
    const log: string[] = [];
    await Promise.all(
      ['u1', 'u2'].map((key) =>
        withLock(key, async () => {
          log.push(`${key} start`);
          await tick();
          log.push(`${key} end`);
        }),
      ),
    );
    expect(log.slice(0, 2)).toEqual(['u1 start', 'u2 start']);
  });

  it('when a task fails, then its error reaches its caller and the next task still runs', async () => {
    const withLock = createKeyedLock();
    const failing = withLock('u1', async () => {
      throw new Error('boom');
    });
    const next = withLock('u1', async () => 'ran');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});
