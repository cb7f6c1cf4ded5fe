// What the first load of a page costs, measured in a real browser (Playwright's Chromium):
//  - the JavaScript on its critical path: the scripts the Largest Contentful Paint (the first
//    product image) waited for, with their gzipped size (level 6, what a server sends by default):
//    every script started before it when scripts rendered it, none when it came in the HTML
//    (server-rendered); and, apart, every script started before it (what shared the network);
//  - the longest chain of requests in sequence before the LCP element's request started: request
//    B follows request A when B started after A's response had ended. It is an upper bound of the
//    true dependency chain, and it is only meaningful on a throttled network (`throttle`), where a
//    request that did not wait for another cannot have started after it ended by accident.
// `npm run bench` prints both for `/`, `/category/all` and a product page; the Playwright suite
// holds the bytes to a budget (e2e/tests/performance-budget.spec.ts): bytes, not time, so the
// check is as stable on a busy CI machine as on a quiet one.
import zlib from 'node:zlib';

/** Lighthouse's mobile network (its "Slow 4G" profile): 150 ms round trip, 1.6 Mbit/s down. */
export const SLOW_4G = Object.freeze({
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 675,
});

/** A phone-sized window, as Lighthouse's mobile run uses. */
export const PHONE_VIEWPORT = Object.freeze({ width: 412, height: 823 });

/** The three pages the performance goals name. */
export async function firstLoadPages(origin) {
  const res = await fetch(`${origin}/api/products?limit=1`);
  const body = res.ok ? await res.json() : null;
  const product = Array.isArray(body) ? body[0] : body?.items?.[0];
  if (!product) throw new Error(`${origin}/api/products answered ${res.status} with no product`);
  return [
    { label: 'home', path: '/' },
    { label: 'all products', path: '/category/all' },
    { label: 'product', path: `/product/${product.id}` },
  ];
}

// Recorded in the page from its first script on: the last LCP candidate and what it painted, and
// whether that element came in the HTML: every element in the document when parsing ends (before
// the first deferred script runs) is marked; hydration keeps those nodes, a client render would
// replace them with unmarked ones.
const LCP_OBSERVER = `(() => {
  window.__firstLoadLcp = null;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const element of document.querySelectorAll('body *')) element.__firstLoadFromHtml = true;
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__firstLoadLcp = {
        startTime: entry.startTime,
        url: entry.url || null,
        tag: entry.element ? entry.element.tagName.toLowerCase() : null,
        text: entry.element ? (entry.element.getAttribute('alt') || entry.element.textContent || '').slice(0, 80) : null,
        fromHtml: Boolean(entry.element && entry.element.__firstLoadFromHtml),
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

const gzipSize = (body) => zlib.gzipSync(body, { level: 6 }).length;

/**
 * Loads `url` in a fresh context of `browser` and measures it.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ throttle?: boolean, settleMs?: number, lcpSelector?: string }} [options]
 *   throttle: Slow 4G (for the request chain); lcpSelector: wait until this element is visible
 *   (default: a product image) before reading the LCP.
 */
export async function measureFirstLoad(browser, url, options = {}) {
  const { throttle = false, settleMs = 3500, lcpSelector = 'img[fetchpriority="high"]' } = options;
  const context = await browser.newContext({ viewport: { ...PHONE_VIEWPORT } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW_4G.latencyMs,
        downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
        uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
      });
    }
    await page.addInitScript(LCP_OBSERVER);

    // Chromium says so when a preload hint fetched something the page never used (a hint out of
    // step with the page's real request: other URL, credentials mode or crossorigin).
    const unusedPreloads = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text()))
        unusedPreloads.push(message.text());
    });
    const preloadHints = () =>
      page.$$eval('link[rel="preload"]', (links) =>
        links.map((l) => ({
          href: l.href,
          as: l.getAttribute('as'),
          fetchpriority: l.getAttribute('fetchpriority'),
          // An image hint with candidates (imagesrcset) fetches the one that fits the screen.
          srcset: (l.getAttribute('imagesrcset') ?? '')
            .split(',')
            .map((candidate) => candidate.trim().split(/\s+/)[0])
            .filter(Boolean)
            .map((u) => new URL(u, document.baseURI).href),
        })),
      );

    const scriptBodies = new Map();
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isScript =
        response.request().resourceType() === 'script' ||
        type.includes('javascript') ||
        /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
      if (!isScript || response.status() !== 200) return;
      pending.push(
        response
          .body()
          .then((body) => {
            const list = scriptBodies.get(response.url()) ?? [];
            list.push(body);
            scriptBodies.set(response.url(), list);
          })
          .catch(() => {}),
      );
    });

    await page.goto(url, { waitUntil: 'load' });
    await page.locator(lcpSelector).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(settleMs);
    await Promise.all(pending);

    const hints = await preloadHints();
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        lcp: window.__firstLoadLcp,
        // The picture the page marks as its main one (the first product's), as the browser chose it.
        mainImage: document.querySelector('img[fetchpriority="high"]')?.currentSrc || null,
        navigation: { name: nav.name, startTime: 0, responseEnd: nav.responseEnd },
        resources: performance.getEntriesByType('resource').map((r) => ({
          name: r.name,
          initiatorType: r.initiatorType,
          startTime: r.startTime,
          responseEnd: r.responseEnd,
        })),
      };
    });
    if (!timing.lcp) throw new Error(`${url}: the browser reported no Largest Contentful Paint`);

    // Scripts the browser began to fetch before the LCP: those the first view waited for (or
    // competed with). Each download counts, so a script fetched twice counts twice.
    const started = new Map();
    for (const r of timing.resources) {
      if (!scriptBodies.has(r.name)) continue;
      const list = started.get(r.name) ?? [];
      list.push(r);
      started.set(r.name, list);
    }
    const beforeLcp = [];
    const later = [];
    for (const [name, bodies] of scriptBodies) {
      const entries = started.get(name) ?? [];
      bodies.forEach((body, i) => {
        const entry = entries[i] ?? entries[0];
        const file = { url: name, raw: body.length, gzip: gzipSize(body) };
        (entry && entry.startTime < timing.lcp.startTime ? beforeLcp : later).push(file);
      });
    }
    const sum = (files) => files.reduce((n, f) => n + f.gzip, 0);
    // The critical path: the scripts the LCP element waited for. When the page's HTML carried it
    // (rendered on the server), none did: they only shared the network with it, and are counted
    // apart (`beforeLcpGzipBytes`). When scripts rendered it, every script started before it.
    const critical = timing.lcp.fromHtml ? [] : beforeLcp;

    return {
      url,
      lcp: timing.lcp,
      lcpFromHtml: timing.lcp.fromHtml,
      mainImageUrl: timing.mainImage,
      criticalScripts: critical,
      criticalGzipBytes: sum(critical),
      beforeLcpScripts: beforeLcp,
      beforeLcpGzipBytes: sum(beforeLcp),
      laterScripts: later,
      laterGzipBytes: sum(later),
      chain: lcpRequestChain(timing),
      preloadHints: hints,
      unusedPreloads,
    };
  } finally {
    await context.close();
  }
}

/**
 * The longest run of requests one after another (each starting after the previous one's response
 * ended) that ends where the LCP element's request starts. The HTML is the first link. For a text
 * LCP (no URL) the chain ends at the paint.
 */
export function lcpRequestChain({ lcp, navigation, resources }) {
  // Connection reuse and the browser's own scheduling leave a few ms between a response and the
  // request it triggers; anything starting within this margin before an end is not counted as
  // waiting for it.
  const MARGIN_MS = 1;
  const target = lcp.url ? resources.find((r) => r.name === lcp.url) : null;
  const end = target ? target.startTime : lcp.startTime;
  // Images other than the LCP's and the favicon hold nothing up; they would only make a chain of
  // coincidences look longer.
  const holdsUp = (r) =>
    r !== target &&
    r.initiatorType !== 'img' &&
    !/\.(svg|ico|png|jpe?g|webp|avif)(\?|$)/.test(r.name);
  const nodes = [navigation, ...resources.filter((r) => holdsUp(r) && r.responseEnd <= end)];
  nodes.sort((a, b) => a.startTime - b.startTime);
  const best = new Map();
  for (const node of nodes) {
    let prev = null;
    for (const other of nodes) {
      if (other === node || other.responseEnd > node.startTime - MARGIN_MS) continue;
      const candidate = best.get(other);
      if (candidate && (!prev || candidate.length > prev.length)) prev = candidate;
    }
    best.set(node, prev ? [...prev, node] : node === navigation ? [node] : [navigation, node]);
  }
  let longest = [navigation];
  for (const chain of best.values()) if (chain.length > longest.length) longest = chain;
  const names = longest.map((n) => shortName(n.name));
  // After the HTML: the requests the LCP element's own request had to wait for in sequence.
  return {
    requestsAfterHtml: longest.length - 1,
    names: [...names, target ? `${shortName(target.name)} (LCP)` : '(LCP text paint)'],
  };
}

function shortName(url) {
  try {
    const u = new URL(url);
    const file = u.pathname.split('/').filter(Boolean).pop() ?? '/';
    return `${u.port ? `:${u.port}` : ''}${u.pathname === '/' ? '/' : `/${file}`}${u.search ? u.search.slice(0, 30) : ''}`;
  } catch {
    return url;
  }
}
