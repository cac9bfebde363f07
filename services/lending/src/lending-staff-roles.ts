/** Every staff member but compliance reads loans and the lending rules (auditors included); finance and admins decide. */
export const LENDING_READERS = ['admin', 'finance', 'support', 'auditor'] as const;
export const LENDING_DECIDERS = ['admin', 'finance'] as const;
// A credit score is an assessment of the customer, not money: compliance answers evaluations too
// (issue 20), while approving and disbursing loans stays finance's.
export const CREDIT_READERS = [...LENDING_READERS, 'compliance'] as const;
export const CREDIT_DECIDERS = [...LENDING_DECIDERS, 'compliance'] as const;
