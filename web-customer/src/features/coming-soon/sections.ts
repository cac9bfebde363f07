// The product areas whose screens arrive in later issues; each names its translated heading.
export const SECTIONS = [
  'markets',
  'trading',
  'assets',
  'records',
  'wallet',
  'earn',
  'loans',
  'subscription',
  'c2c',
  'verification',
  'profile',
  'rewards',
  'content',
  'support',
  'other',
] as const;

export type Section = (typeof SECTIONS)[number];
