import { useTranslation } from 'react-i18next';
import type { Referral } from './referral.api';

// What applies where the customer is, and why (docs/referral.md, "Where referral rewards are off").
export const ReferralStanding = ({ referral }: { referral: Referral }) => {
  const { t } = useTranslation();
  if (referral.depth === 0)
    return (
      <p className="notice notice--warning" role="note" data-testid="referral-country">
        {t('referral.offInCountry', { country: referral.country ?? '?' })}
      </p>
    );
  return (
    <p className="notice notice--info" role="note" data-testid="referral-country">
      {t('referral.depthHere', { depth: referral.depth, months: referral.months })}
    </p>
  );
};
