import { useCallback, useMemo, useState } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  DateTimeInput,
  Form,
  Link,
  ReferenceInput,
  required,
  useCreatePath,
  useLocaleState,
  useLocation,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { parseAccount } from './account-name';
import { AccountTypeLabel } from '../../shared/customers/customer-balances';
import { FiguresTable, type FiguresColumn, type FiguresTableProps } from '../../shared/figures-table';
import { formatMoment } from '../../shared/review/decision-panel';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf, useAsyncData } from '../../shared/use-async-data';
import type { AccountReplay, Posting, ReplayedBalance, ReplayedEvent } from './audit-records';
import { PassFailChip, mono } from './audit-shared';
import { TitledSection } from '../../shared/titled-section';

type ReplayQuery = { customerId: Identifier; at: string };

/** A part of the replay under its own heading, which also names its table; `none` in place of a table without rows. */
const ReplayTable = <Row,>({ heading, none, ...table }: FiguresTableProps<Row> & { heading: string; none: string }) => (
  <Box>
    <Typography variant="subtitle1" component="h3">
      {heading}
    </Typography>
    {table.rows.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {none}
      </Typography>
    ) : (
      <FiguresTable aria-label={heading} {...table} />
    )}
  </Box>
);

const searchCustomers = (q: string) => ({ q });
const NEWEST_CUSTOMERS = { field: 'created_at', order: 'DESC' } as const;

const toIso = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

const PostingLines = ({ postings }: { postings: ReplayedEvent['postings'] }) => {
  if (!Array.isArray(postings)) {
    return postings == null ? (
      <>-</>
    ) : (
      <Box component="pre" sx={{ m: 0, fontSize: 12 }}>
        {JSON.stringify(postings, null, 2)}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {(postings as Posting[]).map((posting, index) => {
        const amount = String(posting.amount ?? '');
        return (
          <Box component="li" key={index} sx={{ ...mono, fontSize: 13, display: 'flex', gap: 2 }}>
            <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }} title={posting.account}>
              {posting.account ?? JSON.stringify(posting)}
            </Box>
            <Box component="span" sx={{ color: amount.startsWith('-') ? 'error.main' : 'success.main', textAlign: 'right' }}>
              {amount} {posting.asset ?? posting.coin ?? ''}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};

const balanceColumns: FiguresColumn<ReplayedBalance>[] = [
  { header: 'app.accounts.columns.type', cell: (row) => <AccountTypeLabel type={parseAccount(row.account).kind} /> },
  { header: 'app.accounts.columns.coin', cell: (row) => row.coin ?? row.asset ?? parseAccount(row.account).asset },
  { header: 'app.audit.replay.balance', align: 'right', sx: mono, cell: (row) => row.balance },
  { header: 'app.audit.replay.account', sx: { ...mono, fontSize: 12, color: 'text.secondary' }, cell: (row) => row.account },
];

// The event's type, with its ledger (other than funding) and memo under it.
const EventType = ({ event }: { event: ReplayedEvent }) => {
  const translate = useTranslate();
  return (
    <>
      {event.type}
      {event.ledger && event.ledger !== 'funding' && (
        <Typography variant="caption" component="div" color="text.secondary" data-testid="replay-event-ledger">
          {translate(`app.audit.ledger.ledger_${event.ledger}`)}
        </Typography>
      )}
      {event.memo && (
        <Typography variant="caption" component="div" color="text.secondary">
          {event.memo}
        </Typography>
      )}
    </>
  );
};

const ReplayResult = ({ replay }: { replay: AccountReplay }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const balances = replay.balances ?? [];
  const events = replay.events ?? [];
  const eventColumns: FiguresColumn<ReplayedEvent>[] = [
    { header: 'app.audit.replay.position', sx: mono, cell: (event) => String(event.position) },
    { header: 'app.audit.replay.time', sx: { whiteSpace: 'nowrap' }, cell: (event) => formatMoment(event.time, locale) },
    { header: 'app.audit.replay.type', cell: (event) => <EventType event={event} /> },
    { header: 'app.audit.replay.postings', sx: { minWidth: 360 }, cell: (event) => <PostingLines postings={event.postings} /> },
  ];
  return (
    <Stack spacing={3} data-testid="replay-result">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3">
          {translate('app.audit.replay.as_of', { time: formatMoment(replay.at, locale) })}
        </Typography>
        {replay.matches_read_model === null || replay.matches_read_model === undefined ? (
          <Chip
            size="small"
            variant="outlined"
            data-testid="replay-matches"
            data-ok="unknown"
            label={translate('app.audit.replay.not_compared')}
          />
        ) : (
          <PassFailChip
            ok={replay.matches_read_model}
            okKey="app.audit.replay.matches"
            failKey="app.audit.replay.differs"
            testId="replay-matches"
          />
        )}
      </Stack>

      <ReplayTable
        heading={translate('app.audit.replay.balances')}
        none={translate('app.audit.replay.no_balance')}
        data-testid="replay-balances"
        columns={balanceColumns}
        rows={balances}
        rowKey={(row) => row.account}
      />

      <ReplayTable
        heading={translate('app.audit.replay.events', { smart_count: events.length })}
        none={translate('app.audit.replay.no_event')}
        data-testid="replay-events"
        columns={eventColumns}
        rows={events}
        rowKey={(event) => String(event.position)}
        rowTestId="replay-event-row"
        rowSx={{ verticalAlign: 'top' }}
      />
    </Stack>
  );
};

/**
 * `GET /audit/accounts/:customerId/replay?at=`: every account of the customer (funding, spot, contract,
 * option, futures, and the holds of their orders, positions and options) rebuilt from the events of the
 * journal that keeps it, as of a moment.
 */
export const AccountReplaySection = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useAppDataProvider();
  const location = useLocation();
  const linkedCustomer = useMemo(() => new URLSearchParams(location.search).get('customerId'), [location.search]);
  const [defaults] = useState(() => ({ customerId: linkedCustomer ?? undefined, at: new Date() }));
  // Coming from a customer's page, their account is replayed as of now straight away.
  const [query, setQuery] = useState<ReplayQuery | null>(() =>
    linkedCustomer ? { customerId: linkedCustomer, at: defaults.at.toISOString() } : null,
  );

  const load = useMemo(
    () => (query ? async () => (await dataProvider.replayAccount<AccountReplay>(query.customerId, query.at)).data : null),
    [dataProvider, query],
  );
  const { data: replay, error, isPending } = useAsyncData(load);

  const submit = useCallback((values: Record<string, unknown>) => {
    const at = toIso(values.at) ?? new Date().toISOString();
    if (values.customerId) setQuery({ customerId: values.customerId as Identifier, at });
  }, []);

  return (
    <TitledSection id="account-replay" title="app.audit.replay.title" card>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.audit.replay.explanation')}
      </Typography>
      <Form defaultValues={defaults} onSubmit={submit}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ReferenceInput source="customerId" reference="customers" sort={NEWEST_CUSTOMERS}>
            <AutocompleteInput
              filterToQuery={searchCustomers}
              label={translate('app.audit.replay.customer')}
              helperText={translate('app.audit.replay.customer_help')}
              validate={required()}
              sx={{ minWidth: 320 }}
            />
          </ReferenceInput>
          <DateTimeInput
            source="at"
            label={translate('app.audit.replay.at')}
            helperText={translate('app.audit.replay.at_help')}
            validate={required()}
            slotProps={{ htmlInput: { step: 1 } }}
          />
          <Button type="submit" variant="contained" startIcon={<HistoryIcon />} sx={{ mt: 1 }} data-testid="replay-run">
            {translate('app.audit.replay.run')}
          </Button>
        </Stack>
      </Form>
      {query && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link to={createPath({ resource: 'customers', id: query.customerId, type: 'show' })}>
            {translate('app.audit.replay.open_customer')}
          </Link>
        </Typography>
      )}
      {isPending && <LinearProgress aria-label={translate('app.audit.replay.running')} sx={{ my: 2 }} />}
      {error != null && !isPending && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {translate(errorMessageOf(error), { _: errorMessageOf(error) })}
        </Alert>
      )}
      {!query && !isPending && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.audit.replay.pick')}
        </Typography>
      )}
      {replay && !error && !isPending && (
        <Box sx={{ mt: 2 }}>
          <ReplayResult replay={replay} />
        </Box>
      )}
    </TitledSection>
  );
};
