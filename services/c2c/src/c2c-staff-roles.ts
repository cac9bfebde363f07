/** Every staff member but compliance reads C2C orders, the registry and the rates (auditors included). */
export const C2C_READERS = ['admin', 'finance', 'support', 'auditor'] as const;
/** Support handles the queue: matches an order to an account, extends it, rejects it (finance and admins too). */
export const C2C_HANDLERS = ['admin', 'finance', 'support'] as const;
/** Money and its controls are finance's: completing an order, the receiving accounts, the rates and rules. */
export const C2C_FINANCE = ['admin', 'finance'] as const;
