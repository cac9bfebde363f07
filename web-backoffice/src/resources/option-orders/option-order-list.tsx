import { DataTable, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { customerFilter } from '../../shared/review/funding-filters';
import { AmountField } from '../../shared/review/funding-fields';
import { SpotCustomerField } from '../../shared/spot/spot-fields';
import { TickRefField } from '../../shared/tick-ref-field';
import { TranslatedField } from '../../shared/translated-field';
import { translatedChoices } from '../../shared/translated-choices';

type OptionOrder = { direction: string; status: string; result: string | null };

const DirectionField = () => <TranslatedField source="direction" messages="app.option_orders.direction" withFallback />;

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
  <SelectInput key="status" source="status" alwaysOn choices={translatedChoices(['waiting', 'settled'], 'app.option_orders.status')} />,
];

// The option book: every order, waiting or settled, with the strike and settlement ticks it used and
// what it paid; the house's side of every stake and payout is `platform:house`.
export const OptionOrderList = () => (
  <RecordList filters={filters} sort={{ field: 'acceptedAt', order: 'DESC' }} emptyMessage="app.option_orders.empty" rowClick={false}>
    <DataTable.Col source="acceptedAt" field={LocaleDateField} />
    <DataTable.Col source="account" field={SpotCustomerField} disableSort />
    <DataTable.Col source="symbol" />
    <DataTable.Col source="direction" field={DirectionField} disableSort />
    <DataTable.Col source="seconds" disableSort />
    <DataTable.Col source="amount" field={AmountField} disableSort />
    <DataTable.Col source="payoutRate" disableSort />
    <DataTable.Col source="strikeTick" field={TickRefField} disableSort />
    <DataTable.Col source="settlementTick" field={TickRefField} disableSort />
    <DataTable.Col source="result" field={OutcomeField} disableSort />
    <DataTable.Col source="payout" field={AmountField} disableSort />
  </RecordList>
);
