import { DataTable, List, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { customerFilter } from '../../shared/review/funding-filters';
import { AmountField } from '../../shared/review/funding-fields';
import { SpotCustomerField } from '../../shared/spot/spot-fields';
import { TickRefField } from '../../shared/tick-ref-field';

const SideWord = () => {
  const record = useRecordContext<{ side: string }>();
  const translate = useTranslate();
  return record ? <span>{translate(`app.contract_liquidations.side.${record.side}`, { _: record.side })}</span> : null;
};

const filters = [customerFilter(), <TextInput key="symbol" source="symbol" alwaysOn />];
const none = <EmptyListMessage messageKey="app.contract_liquidations.empty" />;

// Every liquidation, newest first: the tick it happened at, what the customer had put up, the fee that
// went to the insurance fund and the loss.
export const LiquidationList = () => (
  <List filters={filters} sort={{ field: 'closedAt', order: 'DESC' }} empty={none}>
    <DataTable bulkActionButtons={false} rowClick={false} empty={none}>
      <DataTable.Col source="closedAt" field={LocaleDateField} />
      <DataTable.Col source="account" field={SpotCustomerField} disableSort />
      <DataTable.Col source="symbol" />
      <DataTable.Col source="side" field={SideWord} disableSort />
      <DataTable.Col source="leverage" disableSort />
      <DataTable.Col source="lots" disableSort />
      <DataTable.Col source="entryPrice" disableSort>
        <AmountField source="entryPrice" />
      </DataTable.Col>
      <DataTable.Col source="closeTick" disableSort>
        <TickRefField source="closeTick" />
      </DataTable.Col>
      <DataTable.Col source="initialMargin" disableSort>
        <AmountField source="initialMargin" />
      </DataTable.Col>
      <DataTable.Col source="liquidationFee" disableSort>
        <AmountField source="liquidationFee" />
      </DataTable.Col>
      <DataTable.Col source="realizedPnl" disableSort>
        <AmountField source="realizedPnl" />
      </DataTable.Col>
    </DataTable>
  </List>
);
