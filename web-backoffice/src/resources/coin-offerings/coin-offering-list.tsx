import { DataTable, List, useRecordContext } from 'react-admin';
import { CodeChipField } from '../../shared/code-chip';
import { LocaleDateField } from '../../shared/locale-date-field';
import { CreateAction } from '../../shared/permitted-actions';
import type { CoinOffering } from './coin-offering-record';

const PHASE_COLOURS: Record<CoinOffering['phase'], 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  upcoming: 'default',
  open: 'info',
  sold_out: 'info',
  closed: 'warning',
  allotted: 'success',
  failed: 'error',
  released: 'default',
};

/** The phase, with "to allot" standing out for finance once the window has closed. */
export const PhaseField = () => (
  <CodeChipField source="phase" messages="app.coin_offerings.phase" colours={PHASE_COLOURS} testId="coin-phase" />
);

const Asked = () => {
  const record = useRecordContext<CoinOffering>();
  return record ? <span>{`${record.subscribed} / ${record.issueVolume}`}</span> : null;
};

const actions = <CreateAction resource="coin-offerings" />;

// Every coin offered, newest window first; a row opens its terms, its subscriptions and the allotment.
export const CoinOfferingList = () => (
  <List pagination={false} actions={actions} title="app.coin_offerings.title">
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="symbol" disableSort />
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="phase" disableSort field={PhaseField} />
      <DataTable.Col source="issuePrice" disableSort />
      <DataTable.Col source="subscribed" disableSort field={Asked} />
      <DataTable.Col source="subscribers" disableSort />
      <DataTable.Col source="endsAt" disableSort field={LocaleDateField} />
      <DataTable.Col source="ratio" disableSort />
    </DataTable>
  </List>
);
