/**
 * Runs `attempt`, and again after each wait in `delaysMs` while it throws: for a write that must not be
 * lost to a passing database blip. Throws the last error once the waits are used up.
 */
export async function withRetries<T>(attempt: () => Promise<T>, delaysMs: readonly number[]): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delaysMs[tried];
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
