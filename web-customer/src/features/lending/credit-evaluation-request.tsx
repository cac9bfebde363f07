import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { ImageField } from '../../shared/ui/image-field';
import { useCreditQuery, useRequestCreditEvaluationMutation, type BorrowerStanding } from './lending.api';

const PROOFS = ['proof1', 'proof2', 'proof3'] as const;
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
  const [files, setFiles] = useState<Partial<Record<(typeof PROOFS)[number], File | null>>>({});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [request, { isLoading }] = useRequestCreditEvaluationMutation();
  // While finance has the request, look again now and then: the score appears here once it is set.
  useCreditQuery(undefined, { pollingInterval: standing.evaluationRequestedAt ? 30_000 : 0, skipPollingIfUnfocused: true });

  if (standing.evaluationRequestedAt) {
    return (
      <p className="notice notice--info" role="status" data-testid="credit-evaluation-waiting">
        {t('loans.requestedAt', { date: format.dateTime(standing.evaluationRequestedAt) })}
      </p>
    );
  }
  const chosen = PROOFS.filter((role) => files[role]);
  const submit = async () => {
    const form = new FormData();
    for (const role of chosen) form.append('proofs', files[role]!);
    if ('data' in (await request(form))) setFiles({});
  };
  return (
    <section className="card stack" aria-labelledby="evaluation-title" data-testid="credit-evaluation-request">
      <h2 id="evaluation-title" className="card__title">
        {t('loans.requestTitle')}
      </h2>
      <p className="muted">{t('loans.requestLead')}</p>
      {PROOFS.map((role, index) => (
        <ImageField
          key={role}
          name={`evaluation-${role}`}
          label={t('loans.proof', { n: index + 1 })}
          hint={t('loans.imageHint')}
          file={files[role] ?? null}
          onChange={(file) => setFiles((current) => ({ ...current, [role]: file }))}
          error={errors[role]}
          onError={(next) => setErrors((current) => ({ ...current, [role]: next }))}
          testId={`evaluation-${role}`}
        />
      ))}
      <Button block busy={isLoading} onClick={submit} data-testid="credit-evaluation-submit">
        {t('loans.requestEvaluation')}
      </Button>
    </section>
  );
};
