import type { TierLimits } from '@meridian/contracts';
import { loosenedFields, type Looser, type LooseningRules } from '@meridian/decider';

/** The limits table as one flat setting, `<level>.<field>`, so each cell is compared on its own. */
export type FlatLimits = Record<string, unknown>;

const CELL_LOOSER: Record<Exclude<keyof TierLimits, 'level'>, Looser> = {
  withdrawPerDay: 'higher',
  canBorrow: 'true',
  borrowLimit: 'higher',
  optionStakePerOrder: 'higher',
  creditScore: 'true',
};

export function flattenLimits(limits: readonly TierLimits[]): FlatLimits {
  const flat: FlatLimits = {};
  for (const row of limits) for (const field of Object.keys(CELL_LOOSER)) flat[`${row.level}.${field}`] = row[field as keyof TierLimits] ?? null;
  return flat;
}

export function unflattenLimits(flat: FlatLimits): TierLimits[] {
  const levels = [...new Set(Object.keys(flat).map((key) => key.split('.')[0]!))];
  return levels.map((level) => ({ level, ...Object.fromEntries(Object.keys(CELL_LOOSER).map((field) => [field, flat[`${level}.${field}`] ?? null])) }) as TierLimits);
}

/** A higher limit, borrowing or a credit score allowed at a level: each loosens a control. */
export const limitsLooser = (flat: FlatLimits): LooseningRules<FlatLimits> =>
  Object.fromEntries(Object.keys(flat).map((key) => [key, CELL_LOOSER[key.split('.')[1] as keyof typeof CELL_LOOSER] ?? 'any-change']));

/** The cells a change of the limits table loosens (empty: it applies at once). */
export const verificationLimitsLoosened = (before: readonly TierLimits[], after: readonly TierLimits[]) => {
  const b = flattenLimits(before);
  const a = flattenLimits(after);
  return loosenedFields(limitsLooser({ ...b, ...a }), b, a);
};
