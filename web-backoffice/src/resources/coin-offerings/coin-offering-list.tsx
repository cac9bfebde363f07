import { Chip } from '@mui/material';
import { CreateButton, DataTable, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../../shared/locale-date-field';
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
export const PhaseField = () => {
  const record = useRecordContext<CoinOffering>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={PHASE_COLOURS[record.phase]}
      label={translate(`app.coin_offerings.phase.${record.phase}`)}
      data-testid="coin-phase"
    />
  );
};

const Asked = () => {
  const record = useRecordContext<CoinOffering>();
  return record ? <span>{`${record.subscribed} / ${record.issueVolume}`}</span> : null;
};

const Actions = () => {
  const { roles, isPending } = useStaffRoles();
  return <TopToolbar>{!isPending && staffCan(roles, 'coin-offerings', 'create') && <CreateButton />}</TopToolbar>;
};

// Every coin offered, newest window first; a row opens its terms, its subscriptions and the allotment.
export const CoinOfferingList = () => (
  <List pagination={false} actions={<Actions />} title="app.coin_offerings.title">
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
