import request from 'supertest';
import { dropTestDatabase } from '../testing';
import { FORWARDED_CLIENT_PROOF_HEADER, forwardedClientKey, signForwardedClient } from '../trust';
import { createTestService } from './test-service';

describe('a service built with createService', () => {
  const { service, config, logLines } = createTestService();
  const api = () => request(service.app);

  beforeAll(async () => {
    await service.start();
  });
  afterAll(async () => {
    await service.stop();
    await dropTestDatabase(config.dbName);
  });

  describe('health', () => {
    it('when /healthz is asked, then it answers 200 ok', async () => {
      const res = await api().get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('when the database is connected, then /readyz answers 200 ready', async () => {
      const res = await api().get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready' });
    });
  });

  describe('errors', () => {
    it('when a route does not exist, then it answers 404 JSON', async () => {
      const res = await api().get('/api/nothing-here');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Not found' });
    });

    it('when the JSON body is malformed, then it answers 400 Malformed JSON body', async () => {
      const res = await api()
        .post('/api/beans')
        .set('content-type', 'application/json')
        .send('{"name": ');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Malformed JSON body');
    });

    it('when the body is larger than 100kb, then it answers 413 Request body too large', async () => {
      const res = await api()
        .post('/api/beans')
        .send({ name: 'x'.repeat(110 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('Request body too large');
    });

    it('when the body is not JSON, then it answers 415', async () => {
      const res = await api().post('/api/beans').set('content-type', 'text/plain').send('name=x');
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Content-Type must be application/json');
    });

    it('when the body fails the zod schema, then it answers 400 with the first message and every issue', async () => {
      const res = await api().post('/api/beans').send({ name: '  ', grams: 'lots', role: 'admin' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Name is required');
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.issues).toEqual([
        { path: 'name', message: 'Name is required' },
        { path: 'grams', message: 'Grams must be a number' },
        { path: '', message: 'Unknown field: role' },
      ]);
    });

    it('when a required key is missing, then the message names it readably', async () => {
      const res = await api().post('/api/beans').send({});
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Name is required');
    });

    it('when an operator object is sent in place of a string, then it answers 400', async () => {
      const res = await api()
        .post('/api/beans')
        .send({ name: { $gt: '' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Name must be a string');
    });

    it('when the query string is invalid, then parseQuery answers 400; when valid, it coerces', async () => {
      expect((await api().get('/api/search?limit=500')).body.message).toBe('Q is required');
      expect((await api().get('/api/search?q=kenya&limit=5')).body).toEqual({
        q: 'kenya',
        limit: 5,
      });
    });

    it('when Mongoose validation fails, then it answers 400 with its message', async () => {
      const res = await api().post('/api/raw-beans').send({ name: 'Sumatra', grams: 0 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Grams must be at least 1');
      expect(res.body.issues).toEqual([{ path: 'grams', message: 'Grams must be at least 1' }]);
    });

    it('when an id cannot be cast, then it answers 400', async () => {
      const res = await api().get('/api/beans/not-an-object-id');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid value for _id');
    });

    it('when a unique key is duplicated, then it answers 409', async () => {
      expect((await api().post('/api/beans').send({ name: 'Yirgacheffe' })).status).toBe(201);
      const res = await api().post('/api/beans').send({ name: 'Yirgacheffe' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Duplicate value');
    });

    it('when a filter carries an operator object, then sanitizeFilter keeps it from matching anything', async () => {
      await api().post('/api/beans').send({ name: 'Huila' });
      const res = await api()
        .post('/api/beans/find')
        .send({ name: { $ne: 'nothing' } });
      // Wrapped in $eq, the object no longer acts as an operator and cannot be cast to a string.
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).not.toContain('Huila');
    });

    it('when a filter names a field the schema lacks, then strictQuery refuses it with 400', async () => {
      const res = await api().post('/api/beans/find').send({ password: 'x' });
      expect(res.status).toBe(400);
    });

    it('when a handler throws unexpectedly, then it answers 500 without detail and logs the error with the request id', async () => {
      const res = await api().get('/api/boom').set('x-request-id', 'boom-1');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        message: 'Internal server error',
        code: 'INTERNAL',
        requestId: 'boom-1',
      });
      expect(JSON.stringify(res.body)).not.toContain('hunter2');
      const logged = logLines.find(
        (line) => line.reqId === 'boom-1' && line.msg === 'request failed',
      );
      expect((logged?.err as { message?: string } | undefined)?.message).toContain('hunter2');
    });
  });

  describe('caching', () => {
    it('when an /api route answers without saying how to cache, then it carries Cache-Control: no-store', async () => {
      for (const path of ['/api/search?q=x', '/api/me', '/api/nothing-here']) {
        const res = await api().get(path);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('when a route sets its own Cache-Control, then that one is kept', async () => {
      const res = await api().get('/api/cacheable');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });
  });

  describe('request ids and logs', () => {
    it('when x-request-id is sent, then it is echoed and on every log line of that request', async () => {
      const res = await api().get('/api/slow?ms=1').set('x-request-id', 'req-abc-123');
      expect(res.headers['x-request-id']).toBe('req-abc-123');
      const lines = logLines.filter(
        (line) =>
          line.reqId === 'req-abc-123' || (line.req as { id?: string })?.id === 'req-abc-123',
      );
      expect(lines.map((line) => line.msg)).toEqual(['slow request started', 'request completed']);
    });

    it('when no usable x-request-id is sent, then one is generated', async () => {
      const res = await api().get('/healthz').set('x-request-id', 'bad id <script>');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('when a handler reads the request id, then it is the id echoed to the caller (sent or generated)', async () => {
      const sent = await api().get('/api/request-id').set('x-request-id', 'req-passed-on');
      expect(sent.body).toEqual({ requestId: 'req-passed-on' });
      const generated = await api().get('/api/request-id');
      expect(generated.body.requestId).toBe(generated.headers['x-request-id']);
    });

    it('when a request carries credentials, then the log line redacts them', async () => {
      await api()
        .get('/api/ip')
        .set('authorization', 'Bearer secret.token.here')
        .set('cookie', 'coffee_session=abc');
      const text = JSON.stringify(logLines);
      expect(text).not.toContain('secret.token.here');
      expect(text).not.toContain('coffee_session=abc');
    });

    it('when answering, then x-powered-by is not sent', async () => {
      const res = await api().get('/healthz');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('when the gateway (a loopback peer) forwards X-Forwarded-For, then req.ip is the client address', async () => {
      // The gateway proves the address it forwards (client-address.test.ts has the refusals).
      const requestId = 'req-forwarded-1';
      const proof = signForwardedClient(
        forwardedClientKey(config.internalToken),
        '203.0.113.9',
        requestId,
      );
      const res = await api()
        .get('/api/ip')
        .set('x-forwarded-for', '203.0.113.9')
        .set('x-request-id', requestId)
        .set(FORWARDED_CLIENT_PROOF_HEADER, proof);
      expect(res.body.ip).toBe('203.0.113.9');
    });
  });
});
