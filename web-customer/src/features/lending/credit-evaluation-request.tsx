import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { ProofFields, useProofFiles } from './proof-files';
import { useCreditQuery, useRequestCreditEvaluationMutation, type BorrowerStanding } from './lending.api';
import { Card } from '../../shared/ui/card';

/** The refusals an evaluation can answer (verification first is another way forward). */
export const EVALUABLE: readonly string[] = ['loans.noScore', 'loans.scoreTooLow'];

/**
 * The way forward for a verified customer without a usable score: ask finance for an evaluation with
 * proofs (or those sent before). While it waits, the request's date says so; the score replaces it
 * once staff set it (the `credit` push refreshes the standing; it is also polled while the request waits,
 * in case the push was missed).
 */
export const CreditEvaluationRequest = ({ standing }: { standing: BorrowerStanding }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const [request, { isLoading }] = useRequestCreditEvaluationMutation();
  const proofs = useProofFiles(request);
  // While finance has the request, look again now and then: the score appears here once it is set.
  useCreditQuery(undefined, { pollingInterval: standing.evaluationRequestedAt ? 30_000 : 0, skipPollingIfUnfocused: true });

  if (standing.evaluationRequestedAt) {
    return (
      <p className="notice notice--info" role="status" data-testid="credit-evaluation-waiting">
        {t('loans.requestedAt', { date: format.dateTime(standing.evaluationRequestedAt) })}
      </p>
    );
  }
  return (
    <Card className="stack" titleId="evaluation-title" title={t('loans.requestTitle')} data-testid="credit-evaluation-request">
      <p className="muted">{t('loans.requestLead')}</p>
      <ProofFields proofs={proofs} namePrefix="evaluation-" testIdPrefix="evaluation-" />
      <Button block busy={isLoading} onClick={proofs.submit} data-testid="credit-evaluation-submit">
        {t('loans.requestEvaluation')}
      </Button>
    </Card>
  );
};
