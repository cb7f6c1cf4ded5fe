import { UPSTREAM_UNAVAILABLE_MESSAGE } from '@coffee/contracts';
import type { BalancingOptions } from '../proxy/upstreams';
import { CSRF, CSRF_COOKIE, startHarness, type Harness } from './support/harness';
import { startInstance, type ServiceInstance } from './support/instances';

// Short clocks so that health checks and breakers act within a test: checks every 100 ms, an
// answer slower than 150 ms is slow, three slow answers open a breaker for 600 ms.
const BALANCING: BalancingOptions = {
  healthIntervalMs: 100,
  healthTimeoutMs: 100,
  slowMs: 150,
  breaker: { failureThreshold: 3, window: 10, cooldownMs: 600 },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}

async function get(url: string): Promise<{ status: number; instance?: string; ms: number }> {
  const started = Date.now();
  const res = await fetch(`${url}/api/products`);
  const body = (await res.json()) as { instance?: string };
  return { status: res.status, instance: body.instance, ms: Date.now() - started };
}

function post(url: string): Promise<Response> {
  return fetch(`${url}/api/reviews`, {
    method: 'POST',
    headers: { cookie: CSRF_COOKIE, 'x-csrf-token': CSRF, 'content-type': 'application/json' },
    body: '{"rating":5}',
  });
}

const apiHits = (i: ServiceInstance, method = 'GET') =>
  i.hits.filter((h) => h.method === method).length;

describe('several instances of a service', () => {
  let instances: ServiceInstance[];
  let h: Harness;

  const start = async (count: number, proxyTimeoutMs = 2000) => {
    instances = await Promise.all(
      Array.from({ length: count }, (_, i) => startInstance(`catalog-${i + 1}`)),
    );
    h = await startHarness({
      serviceUrls: { catalog: instances.map((i) => i.url) },
      config: { balancing: BALANCING, proxyTimeoutMs },
    });
  };

  afterEach(async () => {
    await h?.close();
    await Promise.all(instances.map((i) => i.kill()));
  });

  it('when GETs arrive one after another, then every instance takes its turn', async () => {
    await start(3);
    for (let n = 0; n < 30; n += 1) expect((await get(h.url)).status).toBe(200);
    expect(instances.map((i) => apiHits(i))).toEqual([10, 10, 10]);
  });

  it('when an instance is killed mid-test, then every GET still answers 200, it is out at once and back once restarted', async () => {
    await start(3);
    const [, victim] = instances as [ServiceInstance, ServiceInstance, ServiceInstance];
    const results: number[] = [];
    for (let n = 0; n < 6; n += 1) results.push((await get(h.url)).status);

    await victim.kill();
    // Bursts in parallel too: whichever request meets the refused connection first takes it out.
    for (let round = 0; round < 5; round += 1) {
      const burst = await Promise.all(Array.from({ length: 6 }, () => get(h.url)));
      results.push(...burst.map((r) => r.status));
    }
    expect(results.every((s) => s === 200)).toBe(true);
    const refusals = h.logs.filter((l) => l.msg === 'upstream error' && l.instance === victim.url);
    // Only the requests already on their way to it when it was first refused meet it.
    expect(refusals.length).toBeLessThanOrEqual(6);
    expect(refusals.every((l) => l.code === 'ECONNREFUSED' && l.retry === true)).toBe(true);
    expect(h.logs.some((l) => l.msg === 'upstream instance out' && l.instance === victim.url)).toBe(
      true,
    );

    const before = apiHits(victim);
    await victim.restart();
    const deadline = Date.now() + 3000;
    while (apiHits(victim) === before && Date.now() < deadline) {
      expect((await get(h.url)).status).toBe(200);
      await sleep(20);
    }
    expect(apiHits(victim)).toBeGreaterThan(before);
    expect(h.logs.some((l) => l.msg === 'upstream instance back')).toBe(true);
  });

  it('when the instance holding a GET dies before answering, then the GET is answered by another', async () => {
    await start(2);
    const [first, second] = instances as [ServiceInstance, ServiceInstance];
    first.behaviour = 'hold';
    const pending = get(h.url);
    await until('the first instance holds the GET', () => apiHits(first) === 1);
    await first.kill();
    const res = await pending;
    expect(res).toMatchObject({ status: 200, instance: second.name });
  });

  it('when a write meets a dropped connection, then it is not sent again: 503 with Retry-After', async () => {
    await start(2);
    const [first, second] = instances as [ServiceInstance, ServiceInstance];
    first.behaviour = 'reset';
    const res = await post(h.url);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({
      message: UPSTREAM_UNAVAILABLE_MESSAGE,
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect(apiHits(first, 'POST')).toBe(1);
    expect(apiHits(second, 'POST')).toBe(0);

    // The same fault on a GET is retried where it is safe.
    first.hits.length = 0;
    const results = await Promise.all([get(h.url), get(h.url)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.every((r) => r.instance === second.name)).toBe(true);
  });

  it('when an instance answers slowly, then its breaker opens, the rest stays fast, and a trial after the cool-down lets it back', async () => {
    await start(2);
    const [slow, fast] = instances as [ServiceInstance, ServiceInstance];
    slow.behaviour = 'slow';
    slow.delayMs = 400;
    // Several at a time, as a shop under load: the slow one fills up with requests.
    for (let round = 0; round < 4; round += 1) {
      await Promise.all(Array.from({ length: 4 }, () => get(h.url)));
    }
    const slowHits = apiHits(slow);
    const later: number[] = [];
    for (let n = 0; n < 10; n += 1) later.push((await get(h.url)).ms);
    expect(apiHits(slow)).toBe(slowHits);
    expect(Math.max(...later)).toBeLessThan(150);
    expect(apiHits(fast)).toBeGreaterThan(slowHits);

    // Healed: after the cool-down one trial request goes to it, and its success closes the breaker.
    slow.behaviour = 'ok';
    await sleep(BALANCING.breaker.cooldownMs + 50);
    for (let n = 0; n < 6; n += 1) expect((await get(h.url)).status).toBe(200);
    expect(apiHits(slow)).toBeGreaterThanOrEqual(slowHits + 2);
  });

  it('when every instance is slow, then requests are refused at once with 503 and Retry-After, not left to hang', async () => {
    await start(2, 1000);
    for (const i of instances) {
      i.behaviour = 'slow';
      i.delayMs = 250;
    }
    await Promise.all(Array.from({ length: 8 }, () => get(h.url)));
    const started = Date.now();
    const res = await fetch(`${h.url}/api/products`);
    expect(Date.now() - started).toBeLessThan(100);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await res.json()) as { code?: string }).code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('when the only instance hangs, then its slowness opens the breaker after slowMs, well before the timeout, and the next requests get 503 at once', async () => {
    await start(1, 5000);
    const [stuck] = instances as [ServiceInstance];
    stuck.behaviour = 'slow';
    stuck.delayMs = 3000;
    // Three requests in flight: each counts as slow at 150 ms, though none has an answer yet.
    const inFlight = Array.from({ length: 3 }, () => get(h.url));
    // Counted from when the gateway sent them on: on a loaded machine that can be a while after
    // the calls above, so the wait starts once the instance has all three.
    for (let waited = 0; apiHits(stuck) < 3 && waited < 5_000; waited += 20) await sleep(20);
    expect(apiHits(stuck)).toBe(3);
    await sleep(BALANCING.slowMs + 100);
    const started = Date.now();
    const res = await fetch(`${h.url}/api/products`);
    expect(Date.now() - started).toBeLessThan(100);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Those already sent still get the instance's (late) answer.
    for (const answer of await Promise.all(inFlight)) expect(answer.status).toBe(200);
  });

  it("when a service answers 503 without Retry-After, then the gateway's answer says when to come back", async () => {
    await start(1);
    instances[0]!.behaviour = 'unavailable';
    const res = await fetch(`${h.url}/api/products`);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('when every instance is killed, then GETs and writes get 503 with Retry-After, never a 500 or a hang', async () => {
    await start(2);
    await Promise.all(instances.map((i) => i.kill()));
    for (let n = 0; n < 4; n += 1) {
      const started = Date.now();
      const res = await fetch(`${h.url}/api/products`);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Date.now() - started).toBeLessThan(500);
    }
    const write = await post(h.url);
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('when an instance reports not ready, then the readiness checks take it out until it is ready again', async () => {
    await start(2);
    const [sick, well] = instances as [ServiceInstance, ServiceInstance];
    sick.ready = false;
    await until('the not-ready instance is out', () =>
      h.logs.some((l) => l.msg === 'upstream instance out' && l.instance === sick.url),
    );
    const before = apiHits(sick);
    for (let n = 0; n < 6; n += 1) expect((await get(h.url)).instance).toBe(well.name);
    expect(apiHits(sick)).toBe(before);

    sick.ready = true;
    await until('it is back', () =>
      h.logs.some((l) => l.msg === 'upstream instance back' && l.instance === sick.url),
    );
    for (let n = 0; n < 4; n += 1) await get(h.url);
    expect(apiHits(sick)).toBeGreaterThan(before);
  });
});
