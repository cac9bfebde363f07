import { DataTable, TextInput } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { customerFilter } from '../../shared/review/funding-filters';
import { AmountField } from '../../shared/review/funding-fields';
import { SpotCustomerField } from '../../shared/spot/spot-fields';
import { TickRefField } from '../../shared/tick-ref-field';
import { TranslatedField } from '../../shared/translated-field';

const SideWord = () => <TranslatedField source="side" messages="app.contract_liquidations.side" withFallback />;

const filters = [customerFilter(), <TextInput key="symbol" source="symbol" alwaysOn />];

// Every liquidation, newest first: the tick it happened at, what the customer had put up, the fee that
// went to the insurance fund and the loss.
export const LiquidationList = () => (
  <RecordList filters={filters} sort={{ field: 'closedAt', order: 'DESC' }} emptyMessage="app.contract_liquidations.empty" rowClick={false}>
    <DataTable.Col source="closedAt" field={LocaleDateField} />
    <DataTable.Col source="account" field={SpotCustomerField} disableSort />
    <DataTable.Col source="symbol" />
    <DataTable.Col source="side" field={SideWord} disableSort />
    <DataTable.Col source="leverage" disableSort />
    <DataTable.Col source="lots" disableSort />
    <DataTable.Col source="entryPrice" field={AmountField} disableSort />
    <DataTable.Col source="closeTick" field={TickRefField} disableSort />
    <DataTable.Col source="initialMargin" field={AmountField} disableSort />
    <DataTable.Col source="liquidationFee" field={AmountField} disableSort />
    <DataTable.Col source="realizedPnl" field={AmountField} disableSort />
  </RecordList>
);
