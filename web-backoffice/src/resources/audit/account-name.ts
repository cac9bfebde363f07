// Ledger account names (libs/ledger): `user:<customerId>:<kind>:<ASSET>`, `platform:<purpose>:<ASSET>`,
// `clearing:<service>:<ASSET>`. Only what the replay needs to label a row.
export const parseAccount = (name: string): { kind?: string; asset?: string } => {
  const parts = name.split(':');
  if (parts[0] === 'user' && parts.length >= 4) return { kind: parts[2], asset: parts[parts.length - 1] };
  return { kind: parts[0], asset: parts.length > 1 ? parts[parts.length - 1] : undefined };
};
