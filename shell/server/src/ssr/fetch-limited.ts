export interface FetchLimits {
  signal: AbortSignal;
  maxBytes: number;
  accept?: string;
}

/** A text file from another server, as fetchBytes gets it, decoded as UTF-8. */
export async function fetchText(url: string, limits: FetchLimits): Promise<string> {
  return (await fetchBytes(url, limits)).toString('utf8');
}

/**
 * GETs a file from another server with a size limit, under the caller's abort signal (its
 * timeout covers the body too): a remote that streams without end or sends a huge file cannot
 * hold the gateway or fill its memory. The bytes as sent, for a hash to be checked over them.
 */
export async function fetchBytes(
  url: string,
  { signal, maxBytes, accept }: FetchLimits,
): Promise<Buffer> {
  const res = await fetch(url, { signal, headers: accept ? { accept } : {} });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`${url} answered ${res.status}`);
  }
  const declared = Number(res.headers.get('content-length'));
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new Error(`${url} is ${declared} bytes, over the ${maxBytes} byte limit`);
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Error(`${url} is over the ${maxBytes} byte limit`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
