/** Every staff member reads content, notices and the sign-in rules (auditors included). */
export const ENGAGEMENT_READERS = ['admin', 'support', 'compliance', 'finance', 'auditor'] as const;
/** Support staff and admins write and publish notices and content (DESIGN.md section 1). */
export const CONTENT_EDITORS = ['admin', 'support'] as const;
/** Rewards are money: finance and admins set them, behind four eyes. */
export const REWARDS_DECIDERS = ['admin', 'finance'] as const;
/** Live support: support and admins answer customers; auditors and compliance read the conversations. */
export const SUPPORT_AGENTS = ['admin', 'support'] as const;
export const SUPPORT_READERS = ['admin', 'support', 'compliance', 'auditor'] as const;
