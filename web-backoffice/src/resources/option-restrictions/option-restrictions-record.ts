import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { staffCan, type StaffRole } from '../../auth/staff-access';

export const OPTION_RESTRICTIONS_ID = 'current';

// `GET/PUT /option-restrictions/current`: the customer countries where real-money options are refused.
export type OptionRestrictions = RaRecord & ApiModel<'OptionRestrictionsResponseDto'>;

export type OptionRestrictionsChange = { countries: string[]; reason: string };
export type OptionRestrictionsChangeMatchesServer = Holds<FitsBodyOf<OptionRestrictionsChange, ApiBody<'OptionRestrictionsRequestDto'>>>;

// The form edits the countries as text ("GB, FR"): any separator, upper case, each once.
export const countriesOf = (text: unknown): string[] => [
  ...new Set(
    String(text ?? '')
      .toUpperCase()
      .split(/[^A-Z]+/)
      .filter(Boolean),
  ),
];

export const optionRestrictionsChange = (data: Record<string, unknown>): OptionRestrictionsChange => ({
  countries: Array.isArray(data.countries) ? countriesOf(data.countries.join(' ')) : countriesOf(data.countries),
  reason: String(data.reason ?? '').trim(),
});

/** The single record: its edit form for those who may change it, read-only otherwise. */
export const optionRestrictionsPath = (roles: readonly StaffRole[]): string =>
  staffCan(roles, 'option-restrictions', 'edit')
    ? `/option-restrictions/${OPTION_RESTRICTIONS_ID}`
    : `/option-restrictions/${OPTION_RESTRICTIONS_ID}/show`;
