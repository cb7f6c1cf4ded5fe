import { BundleCache } from '../bundle-cache';

describe('BundleCache', () => {
  it('when a load succeeds, then it is loaded once and kept until newer keys push it out', async () => {
    const cache = new BundleCache<string>({ maxEntries: 2, retryMs: 1000 });
    let loads = 0;
    const load = (value: string) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    expect(await Promise.all([cache.get('a', load('A')), cache.get('a', load('A'))])).toEqual([
      'A',
      'A',
    ]);
    expect(loads).toBe(1);
    await cache.get('b', load('B'));
    await cache.get('c', load('C'));
    expect(await cache.get('a', load('A again'))).toBe('A again');
    expect(loads).toBe(4);
  });

  it('when a load fails, then callers fail at once until retryMs, then one retry runs in the background', async () => {
    const clock = { now: 0 };
    const cache = new BundleCache<string>({ maxEntries: 2, retryMs: 1000, now: () => clock.now });
    let loads = 0;
    let answer: () => Promise<string> = () => Promise.reject(new Error('dead'));
    const load = () => {
      loads += 1;
      return answer();
    };
    await expect(cache.get('a', load)).rejects.toThrow('dead');
    clock.now = 999;
    await expect(cache.get('a', load)).rejects.toThrow('dead');
    expect(loads).toBe(1);
    clock.now = 1000;
    answer = () => Promise.resolve('A');
    // The retry starts, but this caller does not wait for it.
    await expect(cache.get('a', load)).rejects.toThrow('dead');
    expect(loads).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', load)).toBe('A');
    expect(loads).toBe(2);
  });
});
