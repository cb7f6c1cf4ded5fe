export interface BreakerOptions {
  /** Failures (timeouts, slow answers, resets) among the last `window` outcomes that open it. */
  failureThreshold: number;
  /** Outcomes remembered. */
  window: number;
  /** How long it stays open before one trial request is let through (half-open). */
  cooldownMs: number;
  now?: () => number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/**
 * One instance's circuit breaker. A slow instance still accepts connections and answers its
 * readiness probe, so health checks never take it out; this does, from what real requests met.
 * Open: no requests for `cooldownMs`; then half-open: one trial request at a time, whose outcome
 * closes it or opens it again.
 */
export class CircuitBreaker {
  private outcomes: boolean[] = [];
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private current: BreakerState = 'closed';
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.current === 'open' && this.now() - this.openedAt >= this.options.cooldownMs)
      this.current = 'half-open';
    return this.current;
  }

  /** Whether a request may go to the instance now (without taking the half-open trial slot). */
  allows(): boolean {
    const state = this.state;
    return state === 'closed' || (state === 'half-open' && !this.trialInFlight);
  }

  /** Called when a request is sent: in half-open it becomes the one trial. */
  onSend(): void {
    if (this.state === 'half-open') this.trialInFlight = true;
  }

  record(failed: boolean): void {
    if (this.state === 'half-open') {
      this.trialInFlight = false;
      if (failed) this.open();
      else this.reset();
      return;
    }
    if (this.current === 'open') return;
    this.outcomes.push(failed);
    if (failed) this.failures += 1;
    if (this.outcomes.length > this.options.window && this.outcomes.shift()) this.failures -= 1;
    if (this.failures >= this.options.failureThreshold) this.open();
  }

  /** A trial request that ended without an outcome (client gone): let another one try. */
  release(): void {
    this.trialInFlight = false;
  }

  /** Milliseconds until it lets a request through again (0 when it does now). */
  msUntilAllowed(): number {
    if (this.state !== 'open') return 0;
    return Math.max(0, this.openedAt + this.options.cooldownMs - this.now());
  }

  private open(): void {
    this.current = 'open';
    this.openedAt = this.now();
    this.outcomes = [];
    this.failures = 0;
  }

  private reset(): void {
    this.current = 'closed';
    this.outcomes = [];
    this.failures = 0;
  }
}
