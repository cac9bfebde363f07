/** Who reads compliance's review of verification (support and the auditor only read), and who decides it. */
export const KYC_READERS = ['admin', 'compliance', 'support', 'auditor'] as const;
export const KYC_REVIEWERS = ['admin', 'compliance'] as const;
