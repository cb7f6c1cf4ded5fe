import { Schema } from 'mongoose';
import pino from 'pino';
import { z } from 'zod';
import {
  AppError,
  clientAddressOf,
  createService,
  loadServiceConfig,
  parseBody,
  parseParams,
  parseQuery,
  requestIdOf,
  requireAuth,
  requireRole,
} from '..';
import { generateKeyPair, testServiceEnv, type KeyPair } from '../testing';

/** A small service built the way real ones are, to exercise the defaults over real HTTP. */
export function createTestService(
  keys: KeyPair = generateKeyPair(),
  env: Record<string, string> = {},
) {
  const config = loadServiceConfig({
    name: 'sample',
    defaultPort: 0,
    defaultDbName: 'sample',
    env: testServiceEnv(keys, 'sd_sample', env),
  });
  const logLines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void logLines.push(JSON.parse(line)) },
  );

  const service = createService({
    config,
    logger,
    register(app, ctx) {
      const Bean = ctx.db.model(
        'Bean',
        new Schema({
          name: { type: String, required: [true, 'Name is required'], unique: true },
          grams: { type: Number, min: [1, 'Grams must be at least 1'] },
        }),
      );
      const beanInput = z.strictObject({
        name: z.string().trim().min(1, 'Name is required'),
        grams: z.number().int().optional(),
      });

      app.post('/api/beans', async (req, res) => {
        const input = parseBody(beanInput, req);
        const bean = await Bean.create(input);
        res.status(201).json({ id: bean.id, name: bean.name });
      });
      // Bypasses zod on purpose, to show Mongoose's own validation becomes a 400.
      app.post('/api/raw-beans', async (req, res) => {
        const bean = await Bean.create(req.body as object);
        res.status(201).json({ id: bean.id });
      });
      app.get('/api/beans/:id', async (req, res) => {
        const { id } = parseParams(z.object({ id: z.string() }), req);
        const bean = await Bean.findById(id).lean();
        if (!bean) throw new AppError(404, 'Bean not found');
        res.json({ name: bean.name });
      });
      // Filters straight from the query string: what sanitizeFilter and strictQuery guard against.
      app.post('/api/beans/find', async (req, res) => {
        res.json(await Bean.find(req.body as object).lean());
      });
      app.get('/api/search', (req, res) => {
        const { q, limit } = parseQuery(
          z.object({
            q: z.string().min(1, 'Query is required'),
            limit: z.coerce.number().int().max(50).default(10),
          }),
          req,
        );
        res.json({ q, limit });
      });
      app.get('/api/me', ctx.auth.authenticate, requireAuth, (req, res) => {
        res.json(req.identity);
      });
      app.get(
        '/api/staff-only',
        ctx.auth.authenticate,
        requireRole('employee', 'admin'),
        (_req, res) => {
          res.json({ ok: true });
        },
      );
      app.get('/internal/ping', ctx.requireInternal, (_req, res) => {
        res.json({ pong: true });
      });
      app.get('/api/boom', () => {
        throw new Error('secret database password is hunter2');
      });
      app.get('/api/request-id', (req, res) => {
        res.json({ requestId: requestIdOf(req) });
      });
      app.get('/api/ip', (req, res) => {
        res.json({ ip: req.ip, clientAddress: clientAddressOf(req) });
      });
      // A public answer that says for itself how long it may be kept.
      app.get('/api/cacheable', (_req, res) => {
        res.set('Cache-Control', 'public, max-age=60').json({ ok: true });
      });
      app.get('/api/slow', async (req, res) => {
        req.log.info('slow request started');
        await new Promise((resolve) => setTimeout(resolve, Number(req.query.ms ?? 300)));
        res.json({ done: true });
      });
    },
  });
  return { service, config, logLines };
}
