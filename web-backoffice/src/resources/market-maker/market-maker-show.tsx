import { Alert } from '@mui/material';
import { Labeled, NumberField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../../shared/locale-date-field';
import { useShowQueryOptions } from '../../shared/use-show-query-options';
import { LevelQuantityField, QuotingField, UpdatedByField } from './market-maker-fields';

// What staff without the right to change the market maker see.
export const MarketMakerShow = () => {
  const translate = useTranslate();
  const queryOptions = useShowQueryOptions();
  const { roles, isPending } = useStaffRoles();
  const readOnly = !isPending && !staffCan(roles, 'market-maker', 'edit');
  return (
    <Show queryOptions={queryOptions}>
      {readOnly && (
        <Alert severity="info" sx={{ m: 2, mb: 0 }} data-testid="market-maker-read-only">
          {translate('app.market_maker.read_only')}
        </Alert>
      )}
      <SimpleShowLayout>
        <TextField source="symbol" />
        <Labeled source="enabled">
          <QuotingField />
        </Labeled>
        <NumberField source="spreadBp" />
        <NumberField source="levels" />
        <NumberField source="levelStepBp" />
        <Labeled source="quantity">
          <LevelQuantityField />
        </Labeled>
        <LocaleDateField source="updatedAt" emptyText="-" />
        <Labeled source="updatedBy">
          <UpdatedByField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};
