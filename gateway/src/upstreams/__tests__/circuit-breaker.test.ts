import { CircuitBreaker } from '../circuit-breaker';

function breaker() {
  let now = 1000;
  const b = new CircuitBreaker({
    failureThreshold: 3,
    window: 5,
    cooldownMs: 500,
    now: () => now,
  });
  return { b, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  it('when failures reach the threshold within the window, then it opens; older ones fall out', () => {
    const { b } = breaker();
    for (const failed of [true, false, false, false, false, true, true]) b.record(failed);
    // The first failure left the 5-outcome window: two in it, still closed.
    expect(b.state).toBe('closed');
    b.record(true);
    expect(b.state).toBe('open');
    expect(b.allows()).toBe(false);
  });

  it('when the cool-down has passed, then one trial at a time goes through; success closes it', () => {
    const { b, advance } = breaker();
    for (let n = 0; n < 3; n += 1) b.record(true);
    expect(b.msUntilAllowed()).toBe(500);
    advance(500);
    expect(b.state).toBe('half-open');
    expect(b.allows()).toBe(true);
    b.onSend();
    expect(b.allows()).toBe(false);
    b.record(false);
    expect(b.state).toBe('closed');
    expect(b.allows()).toBe(true);
  });

  it('when the trial fails, then it opens for another cool-down; a trial that ended unanswered frees the slot', () => {
    const { b, advance } = breaker();
    for (let n = 0; n < 3; n += 1) b.record(true);
    advance(500);
    b.onSend();
    b.release();
    expect(b.allows()).toBe(true);
    b.onSend();
    b.record(true);
    expect(b.state).toBe('open');
    advance(499);
    expect(b.allows()).toBe(false);
    advance(1);
    expect(b.allows()).toBe(true);
  });
});
