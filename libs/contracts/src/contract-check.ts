/** A received message that does not match its contract: refused, never guessed at. */
export class ContractViolation extends Error {}

export const violation = (contract: string, path: string): never => {
  throw new ContractViolation(`${contract}: ${path} does not match the contract`);
};

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isDecimalString = (value: unknown): value is string => isString(value) && /^-?\d+(\.\d+)?$/.test(value);

/** Checks that every named field of a message is a string (decimal fields: a decimal string). */
export function requireStrings(contract: string, data: unknown, fields: readonly string[], decimals: readonly string[] = []): Record<string, unknown> {
  if (!isRecord(data)) return violation(contract, 'the message');
  for (const field of fields) if (!isString(data[field])) violation(contract, field);
  for (const field of decimals) if (!isDecimalString(data[field])) violation(contract, field);
  return data;
}
