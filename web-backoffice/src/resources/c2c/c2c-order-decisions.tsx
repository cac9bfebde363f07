import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { adminApi } from '../../providers/admin-api';
import { ReasonDialog } from '../../shared/reason-dialog';
import { useStaffAction } from '../../shared/use-staff-action';
import { C2C_COMPLETION, C2C_ORDERS, type C2cOrder, type ExtendBody, type OrderDecision, type ReasonBody } from './c2c-record';

type ReasonedDecision = Exclude<OrderDecision, 'match'>;

/** Sends one decision on an order: `/c2c/orders/:id/<decision>` with its body. */
export const sendOrderDecision = (id: C2cOrder['id'], decision: OrderDecision, body: object) =>
  adminApi(`/c2c/orders/${encodeURIComponent(String(id))}/${decision}`, { method: 'POST', body });

const DecisionDialog = ({ decision, order, onClose }: { decision: ReasonedDecision; order: C2cOrder; onClose: () => void }) => {
  const translate = useTranslate();
  const { run, sending, refusal } = useStaffAction();
  const [hours, setHours] = useState('1');
  const messages = `app.c2c.${decision}`;

  const send = async (reason: string) => {
    const body: ExtendBody | ReasonBody = decision === 'extend' ? { hours: Number.parseInt(hours, 10), reason } : { reason };
    if (await run(() => sendOrderDecision(order.id, decision, body), `${messages}.notice`)) onClose();
  };

  return (
    <ReasonDialog
      titleId="c2c-decision-title"
      title={`${messages}.title`}
      text={translate(`${messages}.text`, { amount: order.amount, fiat: `${order.fiatAmount} ${order.fiat}` })}
      reasonLabel="app.c2c.reason"
      reasonHelp={decision === 'complete' ? 'app.c2c.reason_internal' : 'app.c2c.reason_customer'}
      confirmLabel={`${messages}.action`}
      confirmColor={decision === 'reject' ? 'error' : 'primary'}
      testIds={{ reason: 'c2c-decision-reason', confirm: 'c2c-decision-confirm' }}
      sending={sending}
      refusal={refusal}
      onConfirm={(reason) => void send(reason)}
      onClose={onClose}
    >
      {decision === 'extend' && (
        <TextField
          select
          label={translate('app.c2c.extend.hours')}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'c2c-extend-hours' } }}
        >
          {[1, 2, 3, 6, 12, 24].map((value) => (
            <option key={value} value={value}>
              {translate('app.c2c.extend.hours_option', { smart_count: value })}
            </option>
          ))}
        </TextField>
      )}
    </ReasonDialog>
  );
};

/** What staff may decide on an open order: complete (finance, with the proof in), extend (before the proof), reject, each with a reason. */
export const C2cOrderDecisions = () => {
  const order = useRecordContext<C2cOrder>();
  const translate = useTranslate();
  const { roles, isPending } = useStaffRoles();
  const [open, setOpen] = useState<ReasonedDecision | null>(null);
  if (!order?.verifiedName || isPending || !['unmatched', 'matched', 'proof_submitted'].includes(order.status)) return null;
  const handles = staffCan(roles, C2C_ORDERS, 'decide');
  const completes = staffCan(roles, C2C_COMPLETION, 'decide') && order.status === 'proof_submitted';
  const extendable = order.status !== 'proof_submitted';
  if (!handles && !completes) return null;
  const button = (decision: ReasonedDecision, color: 'primary' | 'error' | 'inherit', variant: 'contained' | 'outlined') => (
    <Button key={decision} variant={variant} color={color} onClick={() => setOpen(decision)} data-testid={`c2c-${decision}`}>
      {translate(`app.c2c.${decision}.action`)}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }} useFlexGap>
      {completes && button('complete', 'primary', 'contained')}
      {handles && extendable && button('extend', 'inherit', 'outlined')}
      {handles && button('reject', 'error', 'outlined')}
      {open && <DecisionDialog decision={open} order={order} onClose={() => setOpen(null)} />}
    </Stack>
  );
};
