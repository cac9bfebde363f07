import { localeOf, type LanguageKey } from '../i18n/languages';

// Country calling codes (ITU-T E.164) of the markets the platform serves; names come from Intl in the
// reader's language, so no list of country names has to be translated by hand.
const AREA_CODES: readonly { code: string; regions: readonly string[] }[] = [
  { code: '1', regions: ['US', 'CA'] },
  { code: '7', regions: ['RU', 'KZ'] },
  { code: '20', regions: ['EG'] },
  { code: '27', regions: ['ZA'] },
  { code: '30', regions: ['GR'] },
  { code: '31', regions: ['NL'] },
  { code: '32', regions: ['BE'] },
  { code: '33', regions: ['FR'] },
  { code: '34', regions: ['ES'] },
  { code: '39', regions: ['IT'] },
  { code: '40', regions: ['RO'] },
  { code: '41', regions: ['CH'] },
  { code: '43', regions: ['AT'] },
  { code: '44', regions: ['GB'] },
  { code: '45', regions: ['DK'] },
  { code: '46', regions: ['SE'] },
  { code: '47', regions: ['NO'] },
  { code: '48', regions: ['PL'] },
  { code: '49', regions: ['DE'] },
  { code: '51', regions: ['PE'] },
  { code: '52', regions: ['MX'] },
  { code: '54', regions: ['AR'] },
  { code: '55', regions: ['BR'] },
  { code: '56', regions: ['CL'] },
  { code: '57', regions: ['CO'] },
  { code: '58', regions: ['VE'] },
  { code: '60', regions: ['MY'] },
  { code: '61', regions: ['AU'] },
  { code: '62', regions: ['ID'] },
  { code: '63', regions: ['PH'] },
  { code: '64', regions: ['NZ'] },
  { code: '65', regions: ['SG'] },
  { code: '66', regions: ['TH'] },
  { code: '81', regions: ['JP'] },
  { code: '82', regions: ['KR'] },
  { code: '84', regions: ['VN'] },
  { code: '86', regions: ['CN'] },
  { code: '90', regions: ['TR'] },
  { code: '91', regions: ['IN'] },
  { code: '92', regions: ['PK'] },
  { code: '94', regions: ['LK'] },
  { code: '95', regions: ['MM'] },
  { code: '212', regions: ['MA'] },
  { code: '234', regions: ['NG'] },
  { code: '254', regions: ['KE'] },
  { code: '351', regions: ['PT'] },
  { code: '353', regions: ['IE'] },
  { code: '358', regions: ['FI'] },
  { code: '380', regions: ['UA'] },
  { code: '852', regions: ['HK'] },
  { code: '853', regions: ['MO'] },
  { code: '855', regions: ['KH'] },
  { code: '856', regions: ['LA'] },
  { code: '880', regions: ['BD'] },
  { code: '886', regions: ['TW'] },
  { code: '966', regions: ['SA'] },
  { code: '971', regions: ['AE'] },
  { code: '972', regions: ['IL'] },
  { code: '974', regions: ['QA'] },
];

const DEFAULT_BY_LANGUAGE: Record<LanguageKey, string> = {
  en: '1',
  xby: '34',
  jp: '81',
  hy: '82',
  ty: '66',
  yn: '84',
  zh: '86',
  ft: '886',
};

export const defaultAreaCode = (language: LanguageKey) => DEFAULT_BY_LANGUAGE[language];

export interface AreaCodeOption {
  code: string;
  label: string;
}

export const areaCodeOptions = (language: LanguageKey): AreaCodeOption[] => {
  const locale = localeOf(language);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return AREA_CODES.map(({ code, regions }) => ({
    code,
    label: `${regions.map((region) => names.of(region) ?? region).join(' / ')} +${code}`,
  })).sort((a, b) => collator.compare(a.label, b.label));
};
