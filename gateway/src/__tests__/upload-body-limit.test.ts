import http from 'node:http';
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_SIZE_MESSAGE } from '@coffee/contracts';
import request from 'supertest';
import { startHarness, type Harness } from './support/harness';

/** Sends `total` bytes chunked (no content-length) and resolves with the answer. */
function putChunked(
  url: string,
  path: string,
  cookie: string,
  csrf: string,
  total: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, {
      method: 'PUT',
      headers: {
        'content-type': 'image/png',
        cookie,
        'x-csrf-token': csrf,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        const size = Math.min(64 * 1024, total - sent);
        sent += size;
        if (!req.write(Buffer.alloc(size, 7))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

describe('the product picture upload through the gateway (BODY_LIMIT 1 MB)', () => {
  let h: Harness;
  let admin: ReturnType<Harness['signIn']>;
  const IMAGE_PATH = '/api/admin/products/0123456789abcdef01234567/image';
  const put = (path: string, bytes: number) =>
    request(h.url)
      .put(path)
      .set('Cookie', admin.cookie)
      .set('x-csrf-token', admin.csrf)
      .set('Content-Type', 'image/png')
      .send(Buffer.alloc(bytes, 7));

  beforeAll(async () => {
    h = await startHarness();
    admin = h.signIn({ role: 'admin' });
  });
  afterAll(() => h.close());

  it('when a picture of the promised 2 MB is uploaded, then the staff service receives all of it', async () => {
    expect(h.config.bodyLimitBytes).toBe(1024 * 1024);
    const res = await put(IMAGE_PATH, MAX_PRODUCT_IMAGE_BYTES);
    expect(res.status).toBe(200);
    expect(res.body.bodyBytes).toBe(MAX_PRODUCT_IMAGE_BYTES);
    const seen = h.services.staff!.seen.at(-1)!;
    expect(seen).toMatchObject({ method: 'PUT', url: IMAGE_PATH });
  });

  it('when a chunked picture of 2 MB is uploaded, then it passes too', async () => {
    const res = await putChunked(
      h.url,
      IMAGE_PATH,
      admin.cookie,
      admin.csrf,
      MAX_PRODUCT_IMAGE_BYTES,
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).bodyBytes).toBe(MAX_PRODUCT_IMAGE_BYTES);
  });

  it('when a picture is over 2 MB, then 413 says the picture limit and the service never sees it', async () => {
    const before = h.services.staff!.seen.length;
    const res = await put(IMAGE_PATH, MAX_PRODUCT_IMAGE_BYTES + 1);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      message: PRODUCT_IMAGE_SIZE_MESSAGE,
      code: 'IMAGE_TOO_LARGE',
    });
    expect(h.services.staff!.seen).toHaveLength(before);
  });

  it('when a chunked picture grows past 2 MB, then it is cut off with the same 413', async () => {
    const before = h.services.staff!.seen.length;
    const res = await putChunked(
      h.url,
      IMAGE_PATH,
      admin.cookie,
      admin.csrf,
      MAX_PRODUCT_IMAGE_BYTES + 256 * 1024,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: PRODUCT_IMAGE_SIZE_MESSAGE });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.services.staff!.seen).toHaveLength(before);
  });

  it.each([
    ['another admin route', 'put', '/api/admin/products/0123456789abcdef01234567'],
    ['the picture path with POST', 'post', IMAGE_PATH],
    ['a path that only ends like it', 'put', `${IMAGE_PATH}/more`],
  ])('when %s gets more than 1 MB, then the general 413 applies', async (_case, method, path) => {
    const agent = request(h.url);
    const res = await (method === 'put' ? agent.put(path) : agent.post(path))
      .set('Cookie', admin.cookie)
      .set('x-csrf-token', admin.csrf)
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.alloc(1024 * 1024 + 1, 7));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: 'Request body too large' });
  });

  it('when a customer sends 2 MB to the picture path, then the role rule refuses it (403), never the service', async () => {
    const customer = h.signIn({ role: 'customer' });
    const before = h.services.staff!.seen.length;
    const res = await request(h.url)
      .put(IMAGE_PATH)
      .set('Cookie', customer.cookie)
      .set('x-csrf-token', customer.csrf)
      .set('Content-Type', 'image/png')
      .send(Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES, 7));
    expect(res.status).toBe(403);
    expect(h.services.staff!.seen).toHaveLength(before);
  });
});
