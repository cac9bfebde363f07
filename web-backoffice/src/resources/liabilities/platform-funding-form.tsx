import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStaffCan } from '../../auth/use-staff-roles';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { useStaffAction } from '../../shared/use-staff-action';
import { AmountReasonForm, type AmountAndReason } from './amount-reason-form';
import { TitledSection } from '../../shared/titled-section';

const FUNDABLE = ['earn-payouts', 'loan-book', 'etf-funds', 'c2c-inventory', 'rewards'] as const;

/** Finance moves the platform's USDT from the treasury into a paying account, with a reason, after confirming. */
export const PlatformFundingForm = ({ onFunded }: { onFunded: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const mayFund = useStaffCan('platform-funding', 'create');
  const { run, sending, refusal } = useStaffAction();
  const [to, setTo] = useState<(typeof FUNDABLE)[number]>('earn-payouts');
  if (!mayFund) return null;

  const send = (input: AmountAndReason) =>
    run(() => dataProvider.fundPlatformAccount({ requestId: input.requestId, to, amount: input.amount, reason: input.reason }), 'app.liabilities.funded', { amount: input.amount, account: `platform:${to}` });

  return (
    <TitledSection id="platform-funding" title="app.liabilities.fund_title" card gutterBottom testId="platform-funding">
      <AmountReasonForm
        messages={{ amount: 'app.liabilities.fund_amount', reason: 'app.liabilities.fund_reason', submit: 'app.liabilities.fund', confirmTitle: 'app.liabilities.fund_confirm_title' }}
        confirmText={(amount) => translate('app.liabilities.fund_confirm_text', { amount, account: `platform:${to}` })}
        ids={{ amount: 'fund-amount', reason: 'fund-reason', submit: 'fund-submit', confirm: 'fund-confirm' }}
        titleId="fund-confirm-title"
        columns="240px 180px 1fr auto"
        leading={
          <TextField
            select
            label={translate('app.liabilities.account')}
            value={to}
            onChange={(event) => setTo(event.target.value as (typeof FUNDABLE)[number])}
            sx={{ minWidth: 220 }}
          >
            {FUNDABLE.map((account) => (
              <MenuItem key={account} value={account}>
                platform:{account}
              </MenuItem>
            ))}
          </TextField>
        }
        sending={sending}
        send={send}
        onSent={onFunded}
      />
      <RefusalAlert refusal={refusal} />
    </TitledSection>
  );
};
