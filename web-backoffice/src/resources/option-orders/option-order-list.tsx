import { DataTable, List, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { customerFilter } from '../../shared/review/funding-filters';
import { AmountField } from '../../shared/review/funding-fields';
import { SpotCustomerField } from '../../shared/spot/spot-fields';
import { TickRefField } from '../../shared/tick-ref-field';

type OptionOrder = { direction: string; status: string; result: string | null };

const DirectionField = () => {
  const record = useRecordContext<OptionOrder>();
  const translate = useTranslate();
  return record ? <span>{translate(`app.option_orders.direction.${record.direction}`, { _: record.direction })}</span> : null;
};

const OutcomeField = () => {
  const record = useRecordContext<OptionOrder>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {translate(record.result ? `app.option_orders.result.${record.result}` : 'app.option_orders.waiting', { _: record.result ?? '' })}
    </span>
  );
};

const filters = [
  customerFilter(),
  <TextInput key="symbol" source="symbol" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={['waiting', 'settled'].map((status) => ({ id: status, name: `app.option_orders.status.${status}` }))}
  />,
];
const none = <EmptyListMessage messageKey="app.option_orders.empty" />;

// The option book: every order, waiting or settled, with the strike and settlement ticks it used and
// what it paid; the house's side of every stake and payout is `platform:house`.
export const OptionOrderList = () => (
  <List filters={filters} sort={{ field: 'acceptedAt', order: 'DESC' }} empty={none}>
    <DataTable bulkActionButtons={false} rowClick={false} empty={none}>
      <DataTable.Col source="acceptedAt" field={LocaleDateField} />
      <DataTable.Col source="account" field={SpotCustomerField} disableSort />
      <DataTable.Col source="symbol" />
      <DataTable.Col source="direction" field={DirectionField} disableSort />
      <DataTable.Col source="seconds" disableSort />
      <DataTable.Col source="amount" disableSort>
        <AmountField source="amount" />
      </DataTable.Col>
      <DataTable.Col source="payoutRate" disableSort />
      <DataTable.Col source="strikeTick" disableSort>
        <TickRefField source="strikeTick" />
      </DataTable.Col>
      <DataTable.Col source="settlementTick" disableSort>
        <TickRefField source="settlementTick" />
      </DataTable.Col>
      <DataTable.Col source="result" field={OutcomeField} disableSort />
      <DataTable.Col source="payout" disableSort>
        <AmountField source="payout" />
      </DataTable.Col>
    </DataTable>
  </List>
);
