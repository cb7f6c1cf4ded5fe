import { createKeyedMutex, LockTimeoutError } from '../keyed-mutex';

describe('keyed mutex', () => {
  it('when several wait for one key, then they get it one at a time in arrival order', async () => {
    const mutex = createKeyedMutex();
    const order: number[] = [];
    const far = Date.now() + 5000;
    await Promise.all(
      [1, 2, 3].map(async (n) => {
        const unlock = await mutex.lock('k', far);
        order.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        unlock();
      }),
    );
    expect(order).toEqual([1, 2, 3]);
    expect(mutex.size).toBe(0);
  });

  it('when keys differ, then they do not wait for each other', async () => {
    const mutex = createKeyedMutex();
    const a = await mutex.lock('a', Date.now() + 1000);
    const b = await mutex.lock('b', Date.now() + 1000);
    expect(mutex.size).toBe(2);
    a();
    b();
    expect(mutex.size).toBe(0);
  });

  it('when a waiter passes its deadline, then it gives up and the queue goes on without it', async () => {
    const mutex = createKeyedMutex();
    const unlock = await mutex.lock('k', Date.now() + 1000);
    await expect(mutex.lock('k', Date.now() + 20)).rejects.toBeInstanceOf(LockTimeoutError);
    const next = mutex.lock('k', Date.now() + 1000);
    unlock();
    unlock(); // a second call changes nothing
    (await next)();
    expect(mutex.size).toBe(0);
  });
});
