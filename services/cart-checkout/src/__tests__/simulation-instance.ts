// The subscription simulation's second instance (subscription-simulation.ts runs this file from
// source in a child process): cart-checkout's server as main.ts starts it, with two differences.
// No mailer, as in the in-process instance: its mails have nowhere to go, and its relay would read
// every order and subscription every 2 s. And its scheduler runs when the simulation's clock moves
// (a message from the parent), then again until a run finds nothing due, instead of every
// SUBSCRIPTION_RUN_MS of real time: on the embedded FerretDB each run reads every subscription,
// so a timer would keep the database busy with runs that find nothing.
import { runService } from '@coffee/service-defaults';
import { loadCartCheckoutConfig } from '../config';
import { createCartCheckoutServer } from '../server';

/** The pause between two runs while deliveries are due (some held by the other instance). */
const PAUSE_MS = 200;
/** The pause after a run that could do nothing (every due delivery held by the other instance). */
const IDLE_PAUSE_MS = 1500;
const IDLE = new Set(['busy', 'not-due']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const service = createCartCheckoutServer(loadCartCheckoutConfig(), {
  mailer: false,
  subscriptionRunMs: 0,
});
let ticked = true; // a first look at start, as after a restart deliveries may be due
let wake: (() => void) | null = null;
process.on('message', () => {
  ticked = true;
  wake?.();
});
// The simulation ended without stopping it (or died): nothing should keep charging.
process.on('disconnect', () => process.exit(0));

void (async () => {
  await runService(service, service.ctx.logger);
  for (;;) {
    if (!ticked) await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
    ticked = false;
    for (;;) {
      const counts = await service.runSubscriptions().catch((err: unknown) => {
        service.ctx.logger.warn({ err }, 'subscription charge run failed');
        return null;
      });
      if (counts && Object.values(counts).every((n) => n === 0)) break;
      // Due deliveries all held by the other instance (or not due after all): it is charging
      // them, so look again later, as a timer would, rather than read every subscription again
      // at once (each look does, on FerretDB).
      const idle =
        counts !== null &&
        Object.entries(counts).every(([result, n]) => n === 0 || IDLE.has(result));
      await sleep(idle ? IDLE_PAUSE_MS : PAUSE_MS);
    }
  }
})();
