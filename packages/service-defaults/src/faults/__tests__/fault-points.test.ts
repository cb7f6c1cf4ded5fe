import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createFaultPoints, faultPointMiddleware, parseFaultPoints } from '..';

const quiet = () => {
  const lines: Array<{ level: string; msg: string; data: unknown }> = [];
  const log =
    (level: string) =>
    (data: unknown, msg?: string): void => {
      lines.push({ level, msg: typeof data === 'string' ? data : (msg ?? ''), data });
    };
  return { lines, logger: { warn: log('warn'), info: log('info') } };
};

describe('fault points', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-points-'));
    file = path.join(dir, 'points');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when the file lists pauses and delays, then each is read; comments, blanks and junk are not', () => {
    const { points, invalid } = parseFaultPoints(
      '# a comment\ncheckout.after-stock: pause\n\nhttp.catalog: delay 800ms  # slow\nnonsense here\n',
    );
    expect(Object.fromEntries(points)).toEqual({
      'checkout.after-stock': { kind: 'pause' },
      'http.catalog': { kind: 'delay', ms: 800 },
    });
    expect(invalid).toEqual(['nonsense here']);
  });

  it('when no file is configured, then every point is a no-op', async () => {
    const points = createFaultPoints({ file: undefined, production: false, ...quiet() });
    expect(points.enabled).toBe(false);
    expect(points.armed('checkout.after-stock')).toBeNull();
    await expect(points.hit('checkout.after-stock')).resolves.toBeUndefined();
  });

  it('when NODE_ENV is production, then the file is ignored, with a warning', () => {
    fs.writeFileSync(file, 'checkout.after-stock: pause\n');
    const { lines, logger } = quiet();
    const points = createFaultPoints({ file, production: true, logger });
    expect(points.enabled).toBe(false);
    expect(points.armed('checkout.after-stock')).toBeNull();
    expect(lines.map((l) => l.msg)).toEqual([
      'FAULT_POINTS_FILE is ignored in production: no fault point is armed',
    ]);
  });

  it('when a point is paused, then it logs where it holds and goes on only once disarmed', async () => {
    fs.writeFileSync(file, 'checkout.after-stock: pause\n');
    const { lines, logger } = quiet();
    const points = createFaultPoints({ file, production: false, logger });
    let done = false;
    const held = points.hit('checkout.after-stock', { orderId: 'o-1' }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'fault point checkout.after-stock reached: paused',
      data: { faultPoint: 'checkout.after-stock', orderId: 'o-1' },
    });
    fs.writeFileSync(file, '');
    await held;
    expect(done).toBe(true);
  });

  it('when the file is missing, then nothing is armed; once written, the points are seen within 100 ms', async () => {
    const points = createFaultPoints({ file, production: false, ...quiet() });
    expect(points.armed('http.catalog')).toBeNull();
    fs.writeFileSync(file, 'http.catalog: delay 50ms\n');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(points.armed('http.catalog')).toEqual({ kind: 'delay', ms: 50 });
  });

  it('when http.<service> is delayed, then its routes answer late and nothing else changes', async () => {
    fs.writeFileSync(file, 'http.sample: delay 200ms\n');
    const points = createFaultPoints({ file, production: false, ...quiet() });
    const app = express();
    app.use(faultPointMiddleware(points, 'http.sample'));
    app.get('/api/x', (_req, res) => {
      res.json({ ok: true });
    });
    const started = Date.now();
    const res = await request(app).get('/api/x');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);

    const other = express();
    other.use(faultPointMiddleware(points, 'http.other'));
    other.get('/api/x', (_req, res) => {
      res.json({ ok: true });
    });
    const quick = Date.now();
    expect((await request(other).get('/api/x')).status).toBe(200);
    expect(Date.now() - quick).toBeLessThan(150);
  });
});
