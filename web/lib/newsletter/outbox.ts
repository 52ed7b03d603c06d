/**
 * Work done one item at a time in this process, after the request that queued it has been answered.
 * `work` must not throw (it logs its own failures); `idle` resolves once everything queued so far is done.
 */
export function createOutbox<T>(work: (item: T) => Promise<void>) {
  let tail: Promise<void> = Promise.resolve();
  return {
    push(item: T): void {
      tail = tail.then(() => work(item)).catch(() => {});
    },
    idle(): Promise<void> {
      return tail;
    },
  };
}
