/**
 * Holds back a ticker's catch-up, as a slow store would, until `release()`: a later tick can then get
 * to the core before the catch-up hands over the tick it found. `restore()` puts the catch-up back.
 */
export function holdCatchUp<T, K extends keyof T>(ticker: T, method: K): { release(): void; restore(): void } {
  const original = ticker[method] as (...args: unknown[]) => Promise<void>;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  ticker[method] = ((...args: unknown[]) => released.then(() => original.apply(ticker, args))) as T[K];
  return { release, restore: () => (ticker[method] = original as T[K]) };
}
