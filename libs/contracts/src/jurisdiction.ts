/**
 * Where a customer is, for products some jurisdictions do not allow to retail customers (options,
 * trading incentives such as sign-in rewards). Until a country is verified (kyc's `CustomerVerified`),
 * the phone's international calling code decides; codes shared by several countries name the largest
 * (+1 the United States, +7 Russia). E-mail registrants have no code: unknown. The platform's one copy:
 * trading (options) and engagement (rewards) both read it.
 */

/** The European Union's member states and the United Kingdom. */
export const EU_AND_UK_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'GB',
] as const;

/** International calling code (digits, no +) to the country it names. */
const CALLING_CODES: Readonly<Record<string, string>> = {
  '1': 'US', '7': 'RU', '20': 'EG', '27': 'ZA', '30': 'GR', '31': 'NL', '32': 'BE', '33': 'FR', '34': 'ES', '36': 'HU', '39': 'IT', '40': 'RO',
  '41': 'CH', '43': 'AT', '44': 'GB', '45': 'DK', '46': 'SE', '47': 'NO', '48': 'PL', '49': 'DE', '51': 'PE', '52': 'MX', '53': 'CU', '54': 'AR',
  '55': 'BR', '56': 'CL', '57': 'CO', '58': 'VE', '60': 'MY', '61': 'AU', '62': 'ID', '63': 'PH', '64': 'NZ', '65': 'SG', '66': 'TH', '81': 'JP',
  '82': 'KR', '84': 'VN', '86': 'CN', '90': 'TR', '91': 'IN', '92': 'PK', '93': 'AF', '94': 'LK', '95': 'MM', '98': 'IR', '211': 'SS', '212': 'MA',
  '213': 'DZ', '216': 'TN', '218': 'LY', '220': 'GM', '221': 'SN', '233': 'GH', '234': 'NG', '237': 'CM', '243': 'CD', '244': 'AO', '249': 'SD',
  '251': 'ET', '254': 'KE', '255': 'TZ', '256': 'UG', '260': 'ZM', '263': 'ZW', '351': 'PT', '352': 'LU', '353': 'IE', '354': 'IS', '355': 'AL',
  '356': 'MT', '357': 'CY', '358': 'FI', '359': 'BG', '370': 'LT', '371': 'LV', '372': 'EE', '373': 'MD', '374': 'AM', '375': 'BY', '376': 'AD',
  '377': 'MC', '378': 'SM', '380': 'UA', '381': 'RS', '382': 'ME', '385': 'HR', '386': 'SI', '387': 'BA', '389': 'MK', '420': 'CZ', '421': 'SK',
  '423': 'LI', '502': 'GT', '503': 'SV', '504': 'HN', '505': 'NI', '506': 'CR', '507': 'PA', '591': 'BO', '593': 'EC', '595': 'PY', '598': 'UY',
  '852': 'HK', '853': 'MO', '855': 'KH', '856': 'LA', '880': 'BD', '886': 'TW', '960': 'MV', '961': 'LB', '962': 'JO', '963': 'SY', '964': 'IQ',
  '965': 'KW', '966': 'SA', '967': 'YE', '968': 'OM', '971': 'AE', '972': 'IL', '973': 'BH', '974': 'QA', '975': 'BT', '976': 'MN', '977': 'NP',
  '992': 'TJ', '993': 'TM', '994': 'AZ', '995': 'GE', '996': 'KG', '998': 'UZ',
};

/** The country a phone's calling code names, or null when there is none or it is not in the table. */
export function countryOfCallingCode(areaCode: string | null | undefined): string | null {
  if (!areaCode) return null;
  return CALLING_CODES[areaCode.replace(/^\+/, '')] ?? null;
}

/** Where the customer is: the verified nationality first, else the phone's calling code, else unknown. */
export function customerCountry(verifiedCountry: string | null, areaCode: string | null): { country: string | null; basis: 'verified' | 'phone-area-code' | 'unknown' } {
  if (verifiedCountry) return { country: verifiedCountry, basis: 'verified' };
  const country = countryOfCallingCode(areaCode);
  return { country, basis: country ? 'phone-area-code' : 'unknown' };
}
