/**
 * What makes a settings change loosen a control, field by field. A setting kind names, for each of its
 * fields, which direction is looser; `loosenedFields` compares before and after and answers the fields
 * that moved that way. A kind's own pure function (unit tested beside the setting) is built from these.
 */
export type Looser =
  /** A larger number is looser (a limit, a threshold that needs two approvers only above it). */
  | 'higher'
  /** A smaller number is looser (a fee rate, a hold in hours, a minimum). */
  | 'lower'
  /** A list that gains an item is looser (allowed chains); losing one tightens. */
  | 'more-items'
  /** A list that loses an item is looser (restricted instruments); gaining one tightens. */
  | 'fewer-items'
  /** `true` is looser (enabled) */
  | 'true'
  /** `false` is looser (a restriction switched off) */
  | 'false'
  /** Any change is treated as loosening (a time window, a time zone: no safe direction). */
  | 'any-change'
  /** A change never loosens a control (a description shown to customers). */
  | 'never';

export type LooseningRules<T> = { [K in keyof T]?: Looser };

/** A canonical JSON text: object keys sorted, so two equal values always compare equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** Compares decimal strings or numbers without a JS number for money: -1, 0 or 1. */
export function compareNumeric(a: string | number, b: string | number): number {
  const parse = (v: string | number) => {
    const text = String(v).trim();
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
    if (!match) throw new Error(`not a decimal: ${text}`);
    return { negative: match[1] === '-' && /[1-9]/.test(match[2]! + (match[3] ?? '')), whole: match[2]!, fraction: match[3] ?? '' };
  };
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.fraction.length, y.fraction.length);
  const big = (p: ReturnType<typeof parse>) => BigInt(`${p.negative ? '-' : ''}${p.whole}${p.fraction.padEnd(scale, '0')}`);
  const diff = big(x) - big(y);
  return diff > 0n ? 1 : diff < 0n ? -1 : 0;
}

function loosens(rule: Looser, before: unknown, after: unknown): boolean {
  if (same(before, after)) return false;
  switch (rule) {
    case 'higher':
      // A limit where there was none (a new product) or none where there was one: both loosen.
      if (before == null || after == null) return true;
      return compareNumeric(after as string, before as string) > 0;
    case 'lower':
      return before == null || after == null ? true : compareNumeric(after as string, before as string) < 0;
    case 'more-items': {
      const had = new Set(((before as unknown[]) ?? []).map(canonicalJson));
      return ((after as unknown[]) ?? []).some((item) => !had.has(canonicalJson(item)));
    }
    case 'fewer-items': {
      const has = new Set(((after as unknown[]) ?? []).map(canonicalJson));
      return ((before as unknown[]) ?? []).some((item) => !has.has(canonicalJson(item)));
    }
    case 'true':
      return after === true;
    case 'false':
      return after === false;
    case 'any-change':
      return true;
    case 'never':
      return false;
    default: {
      const unknown: never = rule;
      throw new Error(`unknown rule ${String(unknown)}`);
    }
  }
}

/**
 * The fields whose change loosens a control. A field the rules do not name counts as loosening when it
 * changes: a new field is guarded until someone says which way is safe.
 */
export function loosenedFields<T extends object>(rules: LooseningRules<T>, before: T, after: T): Array<keyof T & string> {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof T & string>;
  return [...fields].filter((field) => loosens(rules[field] ?? 'any-change', (before as Record<string, unknown>)[field], (after as Record<string, unknown>)[field])).sort();
}

/**
 * Splits a requested change: what may apply at once (every field that tightens or stays), and what
 * waits for a second staff member (the loosened fields, proposed on top of what applies at once).
 */
export function splitChange<T extends object>(rules: LooseningRules<T>, before: T, requested: T): { now: T; loosened: Array<keyof T & string> } {
  const loosened = loosenedFields(rules, before, requested);
  const now = { ...requested } as Record<string, unknown>;
  for (const field of loosened) {
    if (field in before) now[field] = (before as Record<string, unknown>)[field];
    else delete now[field];
  }
  return { now: now as T, loosened };
}
