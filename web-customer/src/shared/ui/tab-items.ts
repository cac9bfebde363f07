import type { TabItem } from './tabs';

// Tabs whose test ids are a prefix and the value: tabItems('side', { buy: t('spot.side.buy'), sell: ... }),
// in the order written.
export const tabItems = <T extends string>(testIdPrefix: string, labels: Record<T, string>): TabItem<T>[] =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value], testId: `${testIdPrefix}-${value}` }));
