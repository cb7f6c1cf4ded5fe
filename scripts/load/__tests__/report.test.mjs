// node --test scripts/load/: how a step's Artillery report becomes the printed figures.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorDetail, meetsGoal, sideBySide, stepFigures, sustained } from '../report.mjs';

/** The shape of `artillery run --output` (2.0.21), cut down to what the figures read. */
function report({ failed = 0, badAnswers = 0, p99 = 120, requests = 900, spanMs = 20_000 } = {}) {
  return {
    aggregate: {
      counters: {
        'vusers.created': 150,
        'vusers.created_by_name.browse': 94,
        'vusers.created_by_name.checkout': 10,
        'vusers.failed': failed,
        'http.requests': requests,
        'http.codes.200': requests - 100 - badAnswers,
        'http.codes.401': 100,
        ...(badAnswers ? { 'http.codes.503': badAnswers } : {}),
        ...(badAnswers ? { 'plugins.expect.failed': badAnswers } : {}),
        ...(badAnswers ? { 'answers.503 POST /api/login: BUSY Busy right now': badAnswers } : {}),
        ...(failed
          ? {
              'errors.Failed expectations for request http://localhost:4242/api/login': failed,
              'errors.Failed capture or match http://localhost:4242/api/orders/6b09d2b909e0ecc25418bc29/payment': 1,
            }
          : {}),
      },
      summaries: {
        'shop.response_time': { median: 9, p95: 80, p99, max: 400, count: requests - 10 },
        'signin.response_time': { median: 900, p95: 1500, p99: 1800, max: 2000, count: 10 },
      },
      firstCounterAt: 1_000_000,
      lastCounterAt: 1_000_000 + spanMs,
    },
  };
}

test('when a step ran clean, then its figures read the report and it meets the goal', () => {
  const f = stepFigures(report(), { instances: 1, rate: 10, duration: 15 });
  assert.equal(f.journeys, 150);
  assert.equal(f.requests, 900);
  // 900 requests over the 20 s they were sent in (the last journeys ran past the 15 s phase).
  assert.equal(f.requestsPerSec, 45);
  assert.deepEqual(f.shop, { p50: 9, p95: 80, p99: 120, max: 400, count: 890 });
  assert.equal(f.signIn.p99, 1800);
  assert.equal(f.journeysByName.checkout, 10);
  assert.equal(f.badAnswers + f.failedJourneys, 0);
  assert.equal(meetsGoal(f, 300), true);
});

test('when an answer was bad or p99 is over the bound, then the step misses the goal', () => {
  const bad = stepFigures(report({ failed: 2, badAnswers: 2 }), {
    instances: 1,
    rate: 20,
    duration: 15,
  });
  assert.equal(meetsGoal(bad, 300), false);
  assert.equal(
    errorDetail(bad),
    '503 POST /api/login: BUSY Busy right now x2; Failed capture or match /api/orders/:id/payment x1',
  );
  const slow = stepFigures(report({ p99: 300 }), { instances: 1, rate: 20, duration: 15 });
  assert.equal(meetsGoal(slow, 300), false);
});

test('when steps met and missed the goal, then the sustained rate is the highest that met it', () => {
  const steps = [10, 20, 30].map((rate) => {
    const f = stepFigures(report({ p99: rate === 30 ? 500 : 100 }), {
      instances: 2,
      rate,
      duration: 15,
    });
    return { ...f, met: meetsGoal(f, 300) };
  });
  assert.equal(sustained(steps)?.rate, 20);
  assert.equal(sustained([]), undefined);
  const lines = sideBySide(
    new Map([
      [1, steps.slice(0, 1)],
      [2, steps],
    ]),
  );
  // A header pair, then one line per rate; a rate one run did not reach shows dashes.
  assert.equal(lines.length, 5);
  assert.match(lines[4], /^ {4}30 \| +- /);
});
