import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useStaffCan } from '../../auth/use-staff-roles';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useStaffAction } from '../../shared/use-staff-action';
import { sendOrderDecision } from './c2c-order-decisions';
import { C2C_ORDERS, RECEIVING_ACCOUNTS, type C2cOrder, type MatchBody, type ReceivingAccount } from './c2c-record';
import { TitledSection } from '../../shared/titled-section';

/**
 * Support matches an unmatched order to an active receiving account of its currency; the inventory is
 * asked to hold the amount, and the order shows the account once it does (or says why it could not).
 */
export const C2cMatchForm = () => {
  const order = useRecordContext<C2cOrder>();
  const translate = useTranslate();
  const mayMatch = useStaffCan(C2C_ORDERS, 'decide');
  const { run, sending, refusal } = useStaffAction();
  const [chosen, setChosen] = useState('');
  const accounts = useGetList<ReceivingAccount>(
    RECEIVING_ACCOUNTS,
    { filter: { fiat: order?.fiat, status: 'active' }, pagination: { page: 1, perPage: 50 } },
    { enabled: Boolean(order?.fiat) && order?.status === 'unmatched' },
  );
  if (!order || order.status !== 'unmatched' || !mayMatch) return null;
  if (order.matching)
    return (
      <Alert severity="info" sx={{ my: 1 }} data-testid="c2c-matching">
        {translate('app.c2c.matching', { account: order.matching.account.accountNumber })}
      </Alert>
    );
  const match = () => {
    const body: MatchBody = { receivingAccountId: chosen };
    void run(() => sendOrderDecision(order.id, 'match', body), 'app.c2c.match.notice');
  };
  return (
    <TitledSection id="c2c-match-title" title="app.c2c.match.title" gutterBottom sx={{ my: 2 }} testId="c2c-match-form">
      {order.matchRefusal && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="c2c-match-refused">
          {translate('app.c2c.match_refused')}
        </Alert>
      )}
      {accounts.data?.length === 0 ? (
        <Alert severity="warning">{translate('app.c2c.match.no_accounts', { fiat: order.fiat })}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select
            label={translate('app.c2c.match.account')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 360 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'c2c-match-account' } }}
          >
            <option value="">{translate('app.c2c.match.choose')}</option>
            {(accounts.data ?? []).map((account) => (
              <option key={account.id} value={String(account.id)}>
                {account.bankName} · {account.accountNumber} · {account.accountName}
              </option>
            ))}
          </TextField>
          <Button variant="contained" disabled={!chosen || sending} onClick={match} data-testid="c2c-match-submit">
            {translate('app.c2c.match.action')}
          </Button>
        </Stack>
      )}
      <RefusalAlert refusal={refusal} />
    </TitledSection>
  );
};
