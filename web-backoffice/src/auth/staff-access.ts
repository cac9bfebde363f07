export const STAFF_ROLES = ['admin', 'support', 'compliance', 'finance', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type Staff = { id: string; email: string; name: string; roles: StaffRole[] };

type ResourceRule = { read: readonly StaffRole[]; write: readonly StaffRole[] };

const EVERY_ROLE = STAFF_ROLES;
const FUNDING_READERS: readonly StaffRole[] = ['admin', 'finance', 'support', 'auditor'];
const FUNDING_DECIDERS: readonly StaffRole[] = ['admin', 'finance'];

// Mirrors the role table of docs/api.md ("Back office"); the server enforces it, the UI only hides
// what would be refused.
const RULES: Record<string, ResourceRule> = {
  customers: { read: EVERY_ROLE, write: [] },
  'customer-events': { read: EVERY_ROLE, write: [] },
  outbox: { read: ['admin', 'support', 'auditor'], write: [] },
  // The bus's failing deliveries: read-only, as the bus retries on its own.
  deliveries: { read: ['admin', 'support', 'auditor'], write: [] },
  staff: { read: ['admin', 'auditor'], write: ['admin'] },
  'customer-balances': { read: EVERY_ROLE, write: [] },
  // Funding ("Funding (accounts service)" -> "Back office"): writing a deposit or a withdrawal is
  // deciding it (approve / reject).
  deposits: { read: FUNDING_READERS, write: FUNDING_DECIDERS },
  withdrawals: { read: FUNDING_READERS, write: FUNDING_DECIDERS },
  'deposit-addresses': { read: EVERY_ROLE, write: FUNDING_DECIDERS },
  'withdrawal-rules': { read: EVERY_ROLE, write: FUNDING_DECIDERS },
  // Four eyes on controls: a loosening change waits here for a second staff member (docs/security.md).
  proposals: { read: ['admin', 'finance', 'compliance', 'auditor'], write: [] },
  'proposals-accounts': { read: ['admin', 'finance', 'auditor'], write: FUNDING_DECIDERS },
  // Trading's proposals: contract terms (admin), option restrictions (admin, compliance), spot fees (admin, finance).
  'proposals-trading': { read: ['admin', 'compliance', 'finance', 'auditor'], write: ['admin', 'compliance', 'finance'] },
  'proposals-earn': { read: ['admin', 'finance', 'auditor'], write: FUNDING_DECIDERS },
  'proposals-kyc': { read: ['admin', 'compliance', 'auditor'], write: ['admin', 'compliance'] },
  'proposals-lending': { read: ['admin', 'finance', 'auditor'], write: FUNDING_DECIDERS },
  instruments: { read: EVERY_ROLE, write: ['admin'] },
  // Spot: orders and trades are read by every role and written by none (customers and the engine
  // make them); the house market maker's settings are the admins'.
  'spot-orders': { read: EVERY_ROLE, write: [] },
  'spot-trades': { read: EVERY_ROLE, write: [] },
  'market-maker': { read: EVERY_ROLE, write: ['admin'] },
  // The spot fee rates: finance's, like every fee; a lower rate waits for a second member.
  'spot-fees': { read: EVERY_ROLE, write: FUNDING_DECIDERS },
  // Contracts: the house's exposure and the platform accounts positions move (a page, not a resource).
  'contracts-house': { read: FUNDING_READERS, write: [] },
  contracts: { read: FUNDING_READERS, write: ['admin'] },
  'contract-liquidations': { read: FUNDING_READERS, write: [] },
  'option-orders': { read: FUNDING_READERS, write: [] },
  // Where real-money options are refused: compliance's setting, read by every role.
  'option-restrictions': { read: EVERY_ROLE, write: ['admin', 'compliance'] },
  // Identity verification: compliance decides (approve, reject); support and the auditor read.
  kyc: { read: ['admin', 'compliance', 'support', 'auditor'], write: ['admin', 'compliance'] },
  // Custody earn orders: finance decides early redemptions; support and the auditor read.
  'earn-orders': { read: ['admin', 'finance', 'support', 'auditor'], write: ['admin', 'finance'] },
  // A customer's VIP level: finance sets one with a reason (or clears it); support and the auditor read.
  'customer-vip': { read: ['admin', 'finance', 'support', 'auditor'], write: ['admin', 'finance'] },
  // Earn products and their daily rates: finance changes them with a reason; support and the auditor read.
  'earn-products': { read: ['admin', 'finance', 'support', 'auditor'], write: ['admin', 'finance'] },
  // New-coin subscription: finance offers coins with a reason, allots or fails them; support and the auditor read.
  'coin-offerings': { read: ['admin', 'finance', 'support', 'auditor'], write: ['admin', 'finance'] },
  'coin-subscriptions': { read: ['admin', 'finance', 'support', 'auditor'], write: [] },
  // Listing an issued coin as a spot market: the admins', like the instruments.
  'spot-listings': { read: EVERY_ROLE, write: ['admin'] },
  // What the platform accounts hold against what they have promised (a page).
  liabilities: { read: ['admin', 'finance', 'support', 'auditor'], write: [] },
  // Funding a paying platform account from the treasury (a form on that page).
  'platform-funding': { read: ['admin', 'finance'], write: ['admin', 'finance'] },
  // Loans and credit scores: finance disburses, rejects and evaluates; support and the auditor read.
  loans: { read: ['admin', 'finance', 'support', 'auditor'], write: ['admin', 'finance'] },
  // The credit evaluations customers asked for: finance or compliance sets the score with a reason
  // (an assessment, not money); support and the auditor read.
  'credit-requests': { read: ['admin', 'finance', 'compliance', 'support', 'auditor'], write: ['admin', 'finance', 'compliance'] },
  // Lending's rules (the repayment dual-approval threshold): finance's; a higher threshold waits for a second member.
  'lending-rules': { read: FUNDING_READERS, write: FUNDING_DECIDERS },
  // What each verification level allows: compliance's setting, every change with a reason.
  'verification-limits': { read: ['admin', 'compliance', 'support', 'auditor'], write: ['admin', 'compliance'] },
  // C2C quick buy (docs/c2c.md): support handles the queue (match, extend, reject); completing an order
  // moves money, so it is finance's, as are the receiving accounts, the rates and the threshold.
  'c2c/orders': { read: FUNDING_READERS, write: ['admin', 'finance', 'support'] },
  'c2c-completion': { read: FUNDING_DECIDERS, write: FUNDING_DECIDERS },
  'c2c/receiving-accounts': { read: FUNDING_READERS, write: FUNDING_DECIDERS },
  'c2c/rates': { read: FUNDING_READERS, write: FUNDING_DECIDERS },
  'c2c/rules': { read: FUNDING_READERS, write: FUNDING_DECIDERS },
  // Engagement (docs/engagement.md): support and admins write notices and content; the sign-in rules
  // are money, finance's, a higher reward waiting for a second member.
  notices: { read: EVERY_ROLE, write: ['admin', 'support'] },
  'content-pages': { read: EVERY_ROLE, write: ['admin', 'support'] },
  'help-categories': { read: EVERY_ROLE, write: ['admin', 'support'] },
  'sign-ins': { read: EVERY_ROLE, write: [] },
  'sign-in-rules': { read: EVERY_ROLE, write: FUNDING_DECIDERS },
  // Referral (docs/referral.md): every staff member reads; finance claws a commission back and sets the rates (four eyes).
  'referral-commissions': { read: EVERY_ROLE, write: FUNDING_DECIDERS },
  'referral-rules': { read: EVERY_ROLE, write: FUNDING_DECIDERS },
  'referral-trees': { read: EVERY_ROLE, write: [] },
  'proposals-engagement': { read: ['admin', 'finance', 'auditor'], write: FUNDING_DECIDERS },
  // Live support (docs/support.md): support and admins answer; compliance and the auditor read.
  'support/conversations': { read: ['admin', 'support', 'compliance', 'auditor'], write: ['admin', 'support'] },
  // The auditor's pages: the ledger check (admin, auditor) and the replay of an account as of a
  // moment (admin, auditor, finance). `audit` is the page and its menu entry.
  audit: { read: ['admin', 'auditor'], write: [] },
  'audit-ledger-check': { read: ['admin', 'auditor'], write: [] },
  'audit-replay': { read: ['admin', 'auditor', 'finance'], write: [] },
};

const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);
// Nothing is ever deleted in the back office: history is never rewritten.
// `decide` is approving or rejecting a deposit or a withdrawal.
const WRITE_ACTIONS = new Set(['create', 'edit', 'decide']);

// The auditor reads everything and changes nothing, even when holding another role as well.
export const isReadOnlyStaff = (roles: readonly StaffRole[]): boolean => roles.includes('auditor');

export const staffCan = (roles: readonly StaffRole[], resource: string, action: string): boolean => {
  const rule = RULES[resource];
  if (!rule) return false;
  if (READ_ACTIONS.has(action)) return roles.some((role) => rule.read.includes(role));
  if (!WRITE_ACTIONS.has(action) || isReadOnlyStaff(roles)) return false;
  return roles.some((role) => rule.write.includes(role));
};
