/**
 * `work` on every item, at most `at` at once, the results in the items' order. For browser pages whose
 * loads mostly wait (on the network, on the browser's idle time): side by side, their waits overlap.
 */
export async function inParallel<T, R>(items: readonly T[], at: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(at, items.length) }, worker));
  return results;
}
