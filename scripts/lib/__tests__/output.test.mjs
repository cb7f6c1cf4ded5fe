import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPrefixer, formatLogLine } from '../output.mjs';

describe('formatLogLine', () => {
  it('when a service logs a finished request, then method, path, status, time and id are shown', () => {
    const line = JSON.stringify({
      level: 30,
      msg: 'request completed',
      req: { id: 'r1', method: 'GET', url: '/api/user' },
      res: { statusCode: 200 },
      responseTime: 4,
    });
    assert.equal(formatLogLine(line), 'INFO  request completed (GET /api/user 200 4 ms id=r1)');
  });

  it('when the gateway logs its flat access line, then the same details are shown', () => {
    const line = JSON.stringify({
      level: 40,
      msg: 'request',
      reqId: 'r2',
      method: 'POST',
      path: '/api/login',
      status: 401,
      ms: 1.5,
      upstream: 'account',
    });
    assert.equal(formatLogLine(line), 'WARN  request (POST /api/login 401 1.5 ms → account id=r2)');
  });

  it('when a line is not a pino record, then it is left as it is', () => {
    assert.equal(
      formatLogLine('coffee-serve: dist on http://127.0.0.1:3001'),
      'coffee-serve: dist on http://127.0.0.1:3001',
    );
    assert.equal(formatLogLine('{"level": broken'), '{"level": broken');
  });
});

describe('createPrefixer', () => {
  it('when lines come from several processes, then each is prefixed with its name padded to one width', () => {
    const lines = [];
    const print = createPrefixer(['db', 'gateway'], { sink: (l) => lines.push(l), pretty: false });
    print('db', 'ready');
    print('gateway', 'listening');
    assert.deepEqual(lines, ['db      │ ready', 'gateway │ listening']);
  });
});
