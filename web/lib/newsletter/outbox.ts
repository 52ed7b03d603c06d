import { setImmediate as afterIo } from "node:timers/promises";

/**
 * Work done one item at a time in this process, after the request that queued it has been answered:
 * each item starts after the event loop's next I/O phase, so the answer's bytes go out before it.
 * `work` must not throw (it logs its own failures); `idle` resolves once everything queued so far is done.
 */
export function createOutbox<T = void>(work: (item: T) => Promise<void>) {
  let tail: Promise<void> = Promise.resolve();
  return {
    push(item: T): void {
      tail = tail
        .then(() => afterIo())
        .then(() => work(item))
        .catch(() => {});
    },
    idle(): Promise<void> {
      return tail;
    },
  };
}
