// Debounced checks that keep only the latest answer: typing "a", "ab", "abc" fires one request
// after a pause, and an older answer arriving late never overwrites a newer one.

export interface LatestOnly<T> {
  /** Schedules `task` after `delayMs`; `onResult` runs only if no later call was made meanwhile. */
  schedule(task: () => Promise<T>, onResult: (value: T) => void, onError?: (err: unknown) => void): void;
  cancel(): void;
}

export function createLatestOnly<T>(delayMs: number): LatestOnly<T> {
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    schedule(task, onResult, onError) {
      const mine = ++generation;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        task().then(
          (value) => mine === generation && onResult(value),
          (err) => mine === generation && onError?.(err),
        );
      }, delayMs);
    },
    cancel() {
      generation++;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
