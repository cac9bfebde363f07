import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { staffCan, type StaffRole } from '../../auth/staff-access';

export const VERIFICATION_LIMITS_ID = 'current';

// `GET/PUT /verification-limits/current`: what each verification level allows (docs/kyc.md).
export type VerificationLimits = RaRecord & ApiModel<'VerificationLimitsSettingResponseDto'>;
type Row = VerificationLimits['limits'][number];

export type VerificationLimitsChange = { limits: Row[]; reason: string };
export type VerificationLimitsChangeMatchesServer = Holds<FitsBodyOf<VerificationLimitsChange, ApiBody<'ChangeVerificationLimitsDto'>>>;

const amount = (value: unknown) => String(value ?? '').trim();

// The whole table goes back, as typed; a level that cannot borrow has no borrowing limit.
export const verificationLimitsChange = (data: Record<string, unknown>): VerificationLimitsChange => ({
  limits: ((data.limits as Row[] | undefined) ?? []).map((row) => ({
    level: row.level,
    withdrawPerDay: amount(row.withdrawPerDay),
    canBorrow: row.canBorrow === true,
    borrowLimit: row.canBorrow === true ? amount(row.borrowLimit) : null,
    optionStakePerOrder: amount(row.optionStakePerOrder),
    creditScore: row.creditScore === true,
  })),
  reason: String(data.reason ?? '').trim(),
});

/** The single record: its edit form for those who may change it, read-only otherwise. */
export const verificationLimitsPath = (roles: readonly StaffRole[]): string =>
  staffCan(roles, 'verification-limits', 'edit')
    ? `/verification-limits/${VERIFICATION_LIMITS_ID}`
    : `/verification-limits/${VERIFICATION_LIMITS_ID}/show`;
