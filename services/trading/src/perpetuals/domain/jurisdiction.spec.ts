import { ContractRejection } from './contract-core.types';
import { checkCountryList, countryOfCallingCode, EU_AND_UK } from './jurisdiction';

describe('jurisdiction', () => {
  it('reads the country from the phone’s calling code, the largest country for a shared one, and nothing for none', () => {
    expect([countryOfCallingCode('44'), countryOfCallingCode('+33'), countryOfCallingCode('1'), countryOfCallingCode('886')]).toEqual(['GB', 'FR', 'US', 'TW']);
    expect([countryOfCallingCode(null), countryOfCallingCode(''), countryOfCallingCode('999')]).toEqual([null, null, null]);
  });

  it('knows every country of the EU and the UK by its calling code', () => {
    const reachable = new Set(['30', '31', '32', '33', '34', '36', '39', '40', '43', '44', '45', '46', '48', '49', '351', '352', '353', '356', '357', '358', '359', '370', '371', '372', '385', '386', '420', '421'].map(countryOfCallingCode));
    expect([...EU_AND_UK].filter((country) => !reachable.has(country))).toEqual([]);
  });

  it('takes staff lists as upper-case ISO codes, each once, sorted, and refuses anything else', () => {
    expect(checkCountryList([' gb', 'FR', 'gb'])).toEqual(['FR', 'GB']);
    expect(checkCountryList([])).toEqual([]);
    expect(() => checkCountryList(['EU'])).toThrow(ContractRejection);
    expect(() => checkCountryList('GB')).toThrow(ContractRejection);
  });
});
