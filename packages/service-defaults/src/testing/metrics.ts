/** One sample of a Prometheus text answer: the value of `name{labels}` (0 when absent). */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(/,(?=[a-zA-Z_]+=")/).filter(Boolean);
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return 0;
}

/** GET <url>/metrics of a started service or listener, as text. */
export async function scrapeMetrics(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`);
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  return res.text();
}
