import { Chip } from '@mui/material';
import { DataTable, FunctionField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { customerFilter } from '../../shared/review/funding-filters';
import { AmountField } from '../../shared/review/funding-fields';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { RecordList } from '../../shared/record-list';
import { C2cInventory } from './c2c-inventory';
import { C2C_STATUS_FILTERS, type C2cOrder } from './c2c-record';
import { C2cTimerField } from './c2c-timer-field';
import { codeFilter } from '../../shared/code-filter';
import { LiveQueue } from '../../shared/live-queue';

const filters = [
  codeFilter('status', C2C_STATUS_FILTERS, 'app.c2c.status', { label: 'app.c2c.field.status' }),
  customerFilter(),
];

/** The order's status in the staff member's language. */
export const C2cStatusField = (_props: { label?: string }) => {
  const order = useRecordContext<C2cOrder>();
  const translate = useTranslate();
  return order ? <span data-testid="c2c-staff-status">{translate(`app.c2c.status.${order.status}`)}</span> : null;
};

/** A payer who is not the verified person, flagged in the queue before anyone opens the order. */
const PayerFlag = () => {
  const translate = useTranslate();
  return (
    <FunctionField<C2cOrder>
      render={(order) => (order.nameMatches === false ? <Chip size="small" color="error" label={translate('app.c2c.name_mismatch_short')} data-testid="c2c-name-flag" /> : null)}
    />
  );
};

const Actions = () => (
  <TopToolbar sx={{ width: '100%', justifyContent: 'stretch', display: 'block' }}>
    <C2cInventory />
  </TopToolbar>
);

// Support's queue: the open orders by the deadline nearest first, each with its live timer; any status on request.
// New orders and the customers' proofs arrive while the desk watches: the queue is read again every 15 s.
export const C2cOrderList = () => (
  <LiveQueue help="app.c2c.queue_help" refreshMs={15_000}>
    <RecordList filters={filters} filterDefaultValues={{ status: 'open' }} sort={{ field: 'expiresAt', order: 'ASC' }} actions={<Actions />} emptyMessage="app.c2c.empty" rowClick="show">
      <DataTable.Col source="expiresAt" label="app.c2c.field.deadline" field={C2cTimerField} />
      <DataTable.Col source="customerId" label="app.c2c.field.customer" field={CustomerNameField} disableSort />
      <DataTable.Col source="amount" label="app.c2c.field.amount" field={AmountField} />
      <DataTable.Col label="app.c2c.field.fiat_amount" disableSort>
        <FunctionField<C2cOrder> render={(order) => `${order.fiatAmount} ${order.fiat}`} />
      </DataTable.Col>
      <DataTable.Col source="status" label="app.c2c.field.status" field={C2cStatusField} disableSort />
      <DataTable.Col label="app.c2c.field.payer" disableSort>
        <PayerFlag />
      </DataTable.Col>
    </RecordList>
  </LiveQueue>
);
