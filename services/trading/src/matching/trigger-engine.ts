/**
 * One trigger engine for take-profit, stop-loss, liquidation, pending opens and spot stops (DESIGN.md
 * section 4): per instrument, triggers that fire when the price falls to their level sit in a max-heap
 * and those that fire when it rises to it in a min-heap, so a tick touches only the triggers it
 * crosses (O(k log n) for k fired), never every position. Levels are integer ticks of the instrument's
 * tick size. A removed trigger is dropped lazily when it reaches the top. Each fires at most once: it
 * leaves the engine as it fires, and the core rebuilds the engine from its open positions on start.
 */

export type TriggerDirection = 'at-or-below' | 'at-or-above';

export interface Trigger {
  /** Unique across the engine, e.g. `<position>:stop_loss`. */
  id: string;
  symbol: string;
  direction: TriggerDirection;
  /** In integer ticks; fires when the tick is at or beyond it. */
  level: number;
}

/** A binary heap of triggers ordered by level, highest first (`sign` 1) or lowest first (`sign` -1). */
class TriggerHeap {
  private readonly items: Trigger[] = [];

  constructor(private readonly sign: 1 | -1) {}

  get size(): number {
    return this.items.length;
  }

  peek(): Trigger | undefined {
    return this.items[0];
  }

  push(trigger: Trigger): void {
    const items = this.items;
    items.push(trigger);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.before(items[parent]!, items[i]!)) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }

  pop(): Trigger | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let best = i;
        if (left < items.length && !this.before(items[best]!, items[left]!)) best = left;
        if (right < items.length && !this.before(items[best]!, items[right]!)) best = right;
        if (best === i) break;
        [items[best], items[i]] = [items[i]!, items[best]!];
        i = best;
      }
    }
    return top;
  }

  /**
   * Every entry whose level `crossed` accepts, changing nothing. The walk stops below an entry it
   * rejects: the heap's order puts its children further from the tick, so they are rejected too.
   */
  crossing(crossed: (level: number) => boolean): Trigger[] {
    const found: Trigger[] = [];
    const items = this.items;
    const stack = items.length > 0 ? [0] : [];
    for (let i = stack.pop(); i !== undefined; i = stack.pop()) {
      const item = items[i]!;
      if (!crossed(item.level)) continue;
      found.push(item);
      if (2 * i + 1 < items.length) stack.push(2 * i + 1);
      if (2 * i + 2 < items.length) stack.push(2 * i + 2);
    }
    return found;
  }

  /** Whether `a` belongs at or above `b`; ties keep either order (a tick fires both). */
  private before(a: Trigger, b: Trigger): boolean {
    return this.sign === 1 ? a.level >= b.level : a.level <= b.level;
  }
}

export class TriggerEngine {
  private readonly below = new Map<string, TriggerHeap>();
  private readonly above = new Map<string, TriggerHeap>();
  /** The live trigger of each id: a heap entry whose object is not this one was replaced or removed. */
  private readonly live = new Map<string, Trigger>();
  private entries = 0;

  get size(): number {
    return this.live.size;
  }

  has(id: string): boolean {
    return this.live.has(id);
  }

  /** Adds a trigger, replacing one of the same id. */
  set(trigger: Trigger): void {
    if (!Number.isSafeInteger(trigger.level)) throw new Error(`trigger level ${trigger.level} is not an integer tick`);
    const entry = { ...trigger };
    this.live.set(trigger.id, entry);
    this.heapOf(trigger.symbol, trigger.direction).push(entry);
    this.entries += 1;
    // Replaced and removed triggers wait in the heaps until they surface; rebuild when they outnumber the live ones.
    if (this.entries > 2 * this.live.size + 1024) this.compact();
  }

  remove(id: string): void {
    this.live.delete(id);
  }

  /** Whether the tick crosses any live trigger, changing nothing. */
  wouldFire(symbol: string, tick: number): boolean {
    return this.crossesTop(this.below.get(symbol), (level) => level >= tick) || this.crossesTop(this.above.get(symbol), (level) => level <= tick);
  }

  private crossesTop(heap: TriggerHeap | undefined, crossed: (level: number) => boolean): boolean {
    if (!heap) return false;
    // Stale entries at the top are dropped here as fire() would.
    for (let top = heap.peek(); top; top = heap.peek()) {
      if (this.live.get(top.id) === top) return crossed(top.level);
      heap.pop();
      this.entries -= 1;
    }
    return false;
  }

  /** Every live trigger the tick crosses, changing nothing: what `fire` would return, in no set order. */
  crossedBy(symbol: string, tick: number): Trigger[] {
    const crossed = [...(this.below.get(symbol)?.crossing((level) => level >= tick) ?? []), ...(this.above.get(symbol)?.crossing((level) => level <= tick) ?? [])];
    return crossed.filter((trigger) => this.live.get(trigger.id) === trigger);
  }

  /** Every trigger the tick crosses, removed from the engine, lowest-risk order: as the heaps give them. */
  fire(symbol: string, tick: number): Trigger[] {
    const fired: Trigger[] = [];
    this.drain(this.below.get(symbol), (level) => level >= tick, fired);
    this.drain(this.above.get(symbol), (level) => level <= tick, fired);
    return fired;
  }

  private drain(heap: TriggerHeap | undefined, crossed: (level: number) => boolean, fired: Trigger[]): void {
    if (!heap) return;
    for (let top = heap.peek(); top; top = heap.peek()) {
      if (this.live.get(top.id) !== top) {
        heap.pop();
        this.entries -= 1;
        continue;
      }
      if (!crossed(top.level)) return;
      heap.pop();
      this.entries -= 1;
      this.live.delete(top.id);
      fired.push(top);
    }
  }

  private compact(): void {
    this.below.clear();
    this.above.clear();
    for (const trigger of this.live.values()) this.heapOf(trigger.symbol, trigger.direction).push(trigger);
    this.entries = this.live.size;
  }

  private heapOf(symbol: string, direction: TriggerDirection): TriggerHeap {
    const heaps = direction === 'at-or-below' ? this.below : this.above;
    let heap = heaps.get(symbol);
    if (!heap) heaps.set(symbol, (heap = new TriggerHeap(direction === 'at-or-below' ? 1 : -1)));
    return heap;
  }
}

/** The reference the engine is checked against in tests and timed against in the benchmark: look at every trigger. */
export class ScanningTriggers {
  private readonly triggers = new Map<string, Trigger>();

  set(trigger: Trigger): void {
    this.triggers.set(trigger.id, trigger);
  }

  remove(id: string): void {
    this.triggers.delete(id);
  }

  fire(symbol: string, tick: number): Trigger[] {
    const fired: Trigger[] = [];
    for (const trigger of this.triggers.values()) {
      if (trigger.symbol !== symbol) continue;
      if (trigger.direction === 'at-or-below' ? tick <= trigger.level : tick >= trigger.level) fired.push(trigger);
    }
    for (const trigger of fired) this.triggers.delete(trigger.id);
    return fired;
  }
}
