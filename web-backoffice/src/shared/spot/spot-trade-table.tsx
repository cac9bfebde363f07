import { DataTable, type DataTableProps } from 'react-admin';
import { LocaleDateField } from '../locale-date-field';
import { AmountField } from '../review/funding-fields';
import { SideField, SpotCustomerField, SymbolAmountField } from './spot-fields';
import { ReferenceTickField } from './spot-trade-fields';

const TakerSideField = () => <SideField source="takerSide" />;
const BuyerField = () => <SpotCustomerField idSource="buyerId" accountSource="buyerAccount" />;
const SellerField = () => <SpotCustomerField idSource="sellerId" accountSource="sellerAccount" />;

/** Trades as the trades list and an order's page show them: read-only, nothing to open. */
export const SpotTradeTable = (props: Pick<DataTableProps, 'empty'>) => (
  <DataTable rowClick={false} bulkActionButtons={false} {...props}>
    <DataTable.Col source="at" field={LocaleDateField} />
    <DataTable.Col source="symbol" />
    <DataTable.Col source="price" field={AmountField} />
    <DataTable.Col source="quantity">
      <SymbolAmountField source="quantity" coin="base" />
    </DataTable.Col>
    <DataTable.Col source="quoteAmount">
      <SymbolAmountField source="quoteAmount" coin="quote" />
    </DataTable.Col>
    <DataTable.Col source="takerSide" field={TakerSideField} />
    <DataTable.Col source="buyerAccount" field={BuyerField} disableSort />
    <DataTable.Col source="sellerAccount" field={SellerField} disableSort />
    <DataTable.Col source="buyerFee" disableSort>
      <SymbolAmountField source="buyerFee" coin="base" />
    </DataTable.Col>
    <DataTable.Col source="sellerFee" disableSort>
      <SymbolAmountField source="sellerFee" coin="quote" />
    </DataTable.Col>
    <DataTable.Col source="tick" field={ReferenceTickField} disableSort />
  </DataTable>
);
