import { MongoClient } from 'mongodb';

/** Retries `ping` until the server answers or `timeoutMs` passes. */
export async function waitForMongo(
  uri: string,
  timeoutMs: number,
  isDead: () => boolean = () => false,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline && !isDead()) {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (err) {
      lastError = err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.close().catch(() => undefined);
    }
  }
  const reason = lastError instanceof Error ? lastError.message : 'process exited';
  throw new Error(
    `The embedded database at ${uri} did not answer a ping within ${timeoutMs} ms (${reason})`,
  );
}
