import { isCountryCode } from '@meridian/contracts';
import { ContractRejection } from './contract-core.types';

/**
 * Which country a customer is in, for products some jurisdictions refuse (options): the calling-code
 * table and the EU-and-UK list are the platform's one copy in @meridian/contracts (jurisdiction.ts).
 */
export { countryOfCallingCode, EU_AND_UK_COUNTRIES as EU_AND_UK } from '@meridian/contracts';

/** A list staff set: ISO alpha-2 codes, upper case, each once, sorted; anything else is refused. */
export function checkCountryList(countries: unknown): string[] {
  if (!Array.isArray(countries) || countries.length > 300) throw new ContractRejection('options.countriesInvalid', { country: '' });
  const codes = countries.map((code) => (typeof code === 'string' ? code.trim().toUpperCase() : ''));
  const unknown = codes.find((code) => !isCountryCode(code));
  if (unknown !== undefined) throw new ContractRejection('options.countriesInvalid', { country: unknown });
  return [...new Set(codes)].sort();
}
