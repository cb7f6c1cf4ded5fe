import { MemoryStore } from '../memory-store';

const MINUTE = 60_000;

function storeAt(start: number, maxKeys = 1000) {
  const clock = { now: start };
  const store = new MemoryStore({ maxKeys, now: () => clock.now });
  return { store, clock };
}

describe('MemoryStore', () => {
  it('when a key is hit, then it counts up in one window that ends a window length after its first hit', () => {
    const { store, clock } = storeAt(1_000_000);
    expect(store.hit('a', MINUTE)).toEqual({ count: 1, resetAt: 1_000_000 + MINUTE });
    clock.now += 10_000;
    expect(store.hit('a', MINUTE)).toEqual({ count: 2, resetAt: 1_000_000 + MINUTE });
    expect(store.hit('b', MINUTE)).toEqual({ count: 1, resetAt: 1_010_000 + MINUTE });
  });

  it('when the window has ended, then the next hit starts a new one at 1', () => {
    const { store, clock } = storeAt(0);
    for (let i = 0; i < 5; i += 1) store.hit('a', MINUTE);
    clock.now = MINUTE;
    expect(store.hit('a', MINUTE)).toEqual({ count: 1, resetAt: 2 * MINUTE });
  });

  it('when windows have expired, then a new key sweeps them out (at most once a second)', () => {
    const { store, clock } = storeAt(0);
    for (let i = 0; i < 100; i += 1) store.hit(`old-${i}`, MINUTE);
    expect(store.size).toBe(100);
    clock.now = MINUTE + 1;
    store.hit('new', MINUTE);
    expect(store.size).toBe(1);
  });

  it('when more keys arrive than maxKeys within one window, then the store holds at most maxKeys, forgetting the oldest first', () => {
    const { store, clock } = storeAt(0, 3);
    store.hit('first', MINUTE);
    store.hit('first', MINUTE);
    for (let i = 0; i < 50; i += 1) {
      clock.now += 10;
      store.hit(`flood-${i}`, MINUTE);
      expect(store.size).toBeLessThanOrEqual(3);
    }
    expect(store.size).toBe(3);
    // The newest keys keep their counts; the oldest one starts again.
    expect(store.hit('flood-49', MINUTE).count).toBe(2);
    expect(store.hit('first', MINUTE).count).toBe(1);
  });

  it('when a key keeps being hit, then it is not swept while its window lasts', () => {
    const { store, clock } = storeAt(0);
    store.hit('steady', MINUTE);
    clock.now = 30_000;
    store.hit('other', MINUTE);
    clock.now = 59_999;
    store.hit('third', MINUTE);
    expect(store.hit('steady', MINUTE).count).toBe(2);
  });
});
