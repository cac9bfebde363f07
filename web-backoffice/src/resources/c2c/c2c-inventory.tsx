import { useCallback } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { useAsyncData } from '../../shared/use-async-data';

const INVENTORY = 'platform:c2c-inventory:USDT';
/** Where finance funds a paying platform account from the treasury (the liabilities page). */
const FUNDING_PAGE = '/liabilities';

/** What the C2C inventory holds now: a match the inventory cannot cover is refused, so the desk sees it above the queue. */
export const C2cInventory = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const load = useCallback(() => dataProvider.platformAccounts<{ account: string; balance: string }[]>(), [dataProvider]);
  const { data, error } = useAsyncData(load);
  if (error) return <Alert severity="warning">{translate('app.c2c.inventory_failed')}</Alert>;
  if (!data) return null;
  const balance = data.data.find((row) => row.account === INVENTORY)?.balance ?? '0.000000';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }} data-testid="c2c-inventory">
      <Typography variant="body2">{translate('app.c2c.inventory', { amount: balance })}</Typography>
      <Button component={Link} to={FUNDING_PAGE} size="small">
        {translate('app.c2c.fund_inventory')}
      </Button>
    </Stack>
  );
};
