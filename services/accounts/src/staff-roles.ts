/** Who decides a deposit or a withdrawal, and who may read the queues. */
export const REVIEWERS = ['admin', 'finance'] as const;
export const READERS = ['admin', 'finance', 'support', 'auditor'] as const;
