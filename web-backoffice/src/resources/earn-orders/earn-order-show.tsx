import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import {
  ArrayField,
  DataTable,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import type { Decision } from '../../providers/data-provider';
import { LocaleDateField } from '../../shared/locale-date-field';
import { AmountField } from '../../shared/review/funding-fields';
import { SpotCustomerField } from '../../shared/spot/spot-fields';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf } from '../../shared/use-async-data';
import type { EarnOrder } from './earn-order-record';
import { EarnStatusField } from './earn-order-list';

/** Approve a redemption at the quoted penalty (confirmed) or reject it with the reason the customer reads. */
const RedemptionReview = () => {
  const record = useRecordContext<EarnOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const { roles, isPending } = useStaffRoles();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!record || isPending || record.status !== 'redeeming') return null;
  if (!staffCan(roles, 'earn-orders', 'decide')) return <Alert severity="info">{translate('app.earn.read_only')}</Alert>;

  const send = async () => {
    if (decision === 'reject' && !reason.trim()) {
      setRefusal(translate('app.earn.reason_required'));
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      await dataProvider.earnRedemptionDecision(record.id, decision!, decision === 'reject' ? { reason: reason.trim() } : {});
      notify(decision === 'approve' ? 'app.earn.approved_notice' : 'app.earn.rejected_notice', { type: 'success' });
      setDecision(null);
      refresh();
    } catch (error) {
      setRefusal(errorMessageOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Alert severity="warning">{translate('app.earn.redemption_asked', { penalty: record.penalty ?? '-', amount: record.amount })}</Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="success" onClick={() => setDecision('approve')} data-testid="earn-approve">
          {translate('app.earn.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDecision('reject')} data-testid="earn-reject">
          {translate('app.earn.reject')}
        </Button>
      </Stack>
      <Dialog open={decision !== null} onClose={() => setDecision(null)} aria-labelledby="earn-decision-title">
        <DialogTitle id="earn-decision-title">
          {translate(decision === 'approve' ? 'app.earn.approve_title' : 'app.earn.reject_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(decision === 'approve' ? 'app.earn.approve_text' : 'app.earn.reject_text', {
              penalty: record.penalty ?? '-',
              amount: record.amount,
            })}
          </DialogContentText>
          {decision === 'reject' && (
            <TextField
              autoFocus
              margin="dense"
              label={translate('app.earn.reason')}
              fullWidth
              multiline
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          {refusal && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDecision(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            onClick={send}
            disabled={sending}
            variant="contained"
            color={decision === 'approve' ? 'success' : 'error'}
            data-testid="earn-decision-confirm"
          >
            {translate(decision === 'approve' ? 'app.earn.approve' : 'app.earn.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};

// One order with its frozen terms, its daily yields and, when a redemption waits, the decision.
export const EarnOrderShow = () => (
  <Show title="app.earn.order_title">
    <SimpleShowLayout>
      <RedemptionReview />
      <EarnStatusField label="resources.earn-orders.fields.status" />
      <SpotCustomerField />
      <RaTextField source="productId" />
      <AmountField source="amount" />
      <AmountField source="earned" />
      <AmountField source="penalty" />
      <RaTextField source="reason" emptyText="-" />
      <LocaleDateField source="valueDate" />
      <LocaleDateField source="maturesAt" />
      <ArrayField source="yields">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="day" />
          <DataTable.Col source="rate" />
          <DataTable.Col source="amount" field={AmountField} label="resources.earn-orders.fields.earned" />
          <DataTable.Col source="paidAt" field={LocaleDateField} />
        </DataTable>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);
