import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { onCreditEvaluated, type CreditEvaluated } from './live-credit';

/**
 * The evaluation staff answered while the page is open (the `credit` push), or null. Held by the page,
 * so the notice stays when the refreshed standing turns the page from the refusal into the form.
 */
export const useCreditEvaluated = (): CreditEvaluated | null => {
  const [evaluation, setEvaluation] = useState<CreditEvaluated | null>(null);
  useEffect(() => onCreditEvaluated(setEvaluation), []);
  return evaluation;
};

/** "Your credit has been evaluated: score N, limit X USDT"; the standing itself refreshes through the credit query. */
export const CreditEvaluatedNotice = ({ evaluation }: { evaluation: CreditEvaluated | null }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (!evaluation) return null;
  return (
    <p className="notice notice--info" role="status" data-testid="credit-evaluated">
      {t('loans.evaluatedNotice', { score: evaluation.score, limit: format.amount(evaluation.limit, 0) })}
    </p>
  );
};
