import { useCallback, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { ApiModel } from '@meridian/contracts';
import { FetchedImage, ImageGrid } from '../../shared/review/fetched-image';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf } from '../../shared/use-async-data';
import { WaitingSinceField } from '../../shared/waiting-since-field';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { CreditEvaluation } from './credit-evaluation';

type CreditRequest = RaRecord & ApiModel<'CreditRequestResponseDto'> & { status: 'pending' };

const QUEUE = { page: 1, perPage: 50 };

const Proof = ({ imageId, index }: { imageId: string; index: number }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const load = useCallback(() => dataProvider.loanImage(imageId), [dataProvider, imageId]);
  return <FetchedImage load={load} label={translate('app.loans.requests.proof', { n: index + 1 })} testId="credit-request-proof" />;
};

const Fact = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" component="div" color="text.secondary">
        {translate(label)}
      </Typography>
      {children}
    </Box>
  );
};

const CreditRequestRow = ({ request }: { request: CreditRequest }) => {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={request}>
      <Box data-testid="credit-request" sx={{ borderTop: 1, borderColor: 'divider', pt: 2, mt: 2 }}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Fact label="resources.loans.fields.customerId">
            <CustomerNameField />
          </Fact>
          <Fact label="app.loans.requests.asked">
            <WaitingSinceField source="requestedAt" waitingStatuses={['pending']} />
          </Fact>
          <Fact label="app.loans.requests.current">
            <span>{request.score ?? translate('app.loans.requests.no_score')}</span>
          </Fact>
          <Fact label="app.loans.requests.verification">
            <Stack direction="row" spacing={0.5}>
              {request.tiers.map((tier) => (
                <Chip key={tier} size="small" label={translate(`app.kyc.tier.${tier}`, { _: tier })} />
              ))}
            </Stack>
          </Fact>
        </Stack>
        {request.proofs.length > 0 ? (
          <ImageGrid>
            {request.proofs.map((proof, index) => (
              <Proof key={proof.imageId} imageId={proof.imageId} index={index} />
            ))}
          </ImageGrid>
        ) : (
          <Typography color="text.secondary">{translate('app.loans.requests.no_proofs')}</Typography>
        )}
        <Box sx={{ mt: 1 }}>
          <CreditEvaluation />
        </Box>
      </Box>
    </RecordContextProvider>
  );
};

/**
 * The credit evaluations customers asked for in the app, oldest first: their proofs at full size and
 * the score with a reason; the answer leaves the queue and the customer's screen shows the score.
 */
export const CreditRequests = () => {
  const translate = useTranslate();
  const { data, total, isPending, error } = useGetList<CreditRequest>('credit-requests', {
    pagination: QUEUE,
    sort: { field: 'requestedAt', order: 'ASC' },
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="credit-requests-title" sx={{ mb: 2 }} data-testid="credit-requests">
      <CardContent>
        <Typography id="credit-requests-title" variant="h6" component="h2">
          {translate('app.loans.requests.title', { smart_count: total ?? 0 })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.loans.requests.intro')}
        </Typography>
        {isPending && <LinearProgress sx={{ mt: 1 }} />}
        {error != null && <Alert severity="error">{translate(errorMessageOf(error), { _: errorMessageOf(error) })}</Alert>}
        {data?.map((request) => <CreditRequestRow key={request.id} request={{ ...request, status: 'pending' }} />)}
      </CardContent>
    </Card>
  );
};
