// A fault for crash tests only: with PAYMENT_FAULT_PAUSE_MS set (config/env.ts refuses it unless
// NODE_ENV=test) a checkout waits at one point of its payment, logging that it does, so that
// crash-recovery.test.ts can kill the server there: before the processor is asked, or after it
// charged and before the payment is recorded. Successive checkouts take the points of
// PAYMENT_FAULT_PAUSE_AT in turn. Unset, nothing waits and nothing is logged.
import type { TDeps } from '../../core';

export type TFaultPoint = 'before-charge' | 'after-charge';

/** Per configuration (one per app): how many checkouts took a point so far, and which point each took. */
const turns = new WeakMap<object, { taken: number; byOrder: Map<string, TFaultPoint> }>();

function pointOf(config: TDeps['config'], orderId: string): TFaultPoint | undefined {
  let state = turns.get(config);
  if (!state) {
    state = { taken: 0, byOrder: new Map() };
    turns.set(config, state);
  }
  let point = state.byOrder.get(orderId);
  if (!point) {
    point = config.PAYMENT_FAULT_PAUSE_AT[state.taken % config.PAYMENT_FAULT_PAUSE_AT.length];
    state.taken += 1;
    if (point) state.byOrder.set(orderId, point);
  }
  return point;
}

/** Waits here when this checkout's point is `point` (tests only; see above). */
export async function pauseForFault(
  deps: Pick<TDeps, 'config' | 'log'>,
  orderId: string,
  point: TFaultPoint,
): Promise<void> {
  const { config } = deps;
  if (config.PAYMENT_FAULT_PAUSE_MS === undefined || config.NODE_ENV !== 'test') return;
  if (pointOf(config, orderId) !== point) return;
  deps.log.info({ orderId, faultPoint: point }, `payment fault: checkout paused ${point}`);
  await new Promise((resolve) => setTimeout(resolve, config.PAYMENT_FAULT_PAUSE_MS));
}
