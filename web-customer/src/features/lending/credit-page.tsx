import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { ImageField } from '../../shared/ui/image-field';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { SummaryList } from '../../shared/ui/summary-list';
import { CreditEvaluatedNotice, useCreditEvaluated } from './credit-evaluated-notice';
import { CreditEvaluationRequest, EVALUABLE } from './credit-evaluation-request';
import { useCreditQuery, useLoanOfferQuery, useSendCreditProofsMutation } from './lending.api';

const PROOFS = ['proof1', 'proof2', 'proof3'] as const;
const REFUSAL_LINKS: Record<string, string> = { 'loans.advancedRequired': '/authenticationhigh', 'kyc.primaryFirst': '/authentication' };

// /xinyongfen and /credit: the score finance set, what it lets the customer borrow, and proofs for the next evaluation.
export const CreditPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: standing, isLoading, isError, refetch } = useCreditQuery();
  const { data: offer } = useLoanOfferQuery();
  const [files, setFiles] = useState<Partial<Record<(typeof PROOFS)[number], File | null>>>({});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [send, { isLoading: sending }] = useSendCreditProofsMutation();
  const evaluated = useCreditEvaluated();

  const body = () => {
    if (isLoading) return <Skeleton lines={5} />;
    if (isError || !standing) return <LoadFailed title={t('loans.loadFailed')} onRetry={refetch} />;
    const primary = standing.tiers.includes('primary');
    const chosen = PROOFS.filter((role) => files[role]);
    const submit = async () => {
      const form = new FormData();
      for (const role of chosen) form.append('proofs', files[role]!);
      if ('data' in (await send(form))) setFiles({});
    };
    return (
      <div className="stack">
        <CreditEvaluatedNotice evaluation={evaluated} />
        <section className="card stack" data-testid="credit-score">
          <p className="credit-score__value">{standing.score ?? '—'}</p>
          <p className="muted">
            {standing.evaluatedAt ? t('loans.evaluatedAt', { date: format.dateTime(standing.evaluatedAt) }) : t('loans.notEvaluated')}
          </p>
          <SummaryList
            items={[
              { label: t('loans.limit'), value: `${format.amount(standing.limit, 0)} USDT` },
              {
                label: t('loans.available'),
                value: `${format.amount(standing.available, 0)} USDT`,
                emphasis: true,
                testId: 'credit-available',
              },
            ]}
          />
          {standing.refusal && (
            <p className="notice notice--warning" data-testid="credit-refusal">
              {t(standing.refusal)}{' '}
              {REFUSAL_LINKS[standing.refusal] && <Link to={REFUSAL_LINKS[standing.refusal]!}>{t('loans.verifyNow')}</Link>}
            </p>
          )}
          {!standing.refusal && (
            <Link className="button button--primary button--block" to="/ldcoin" data-testid="credit-apply">
              {t('loans.apply')}
            </Link>
          )}
        </section>
        {(standing.evaluationRequestedAt || (standing.refusal && EVALUABLE.includes(standing.refusal))) && <CreditEvaluationRequest standing={standing} />}
        <section className="card stack" aria-labelledby="proofs-title">
          <h2 id="proofs-title" className="card__title">
            {t('loans.proofsTitle')}
          </h2>
          {!primary ? (
            <p className="notice notice--warning">
              {t('kyc.primaryFirst')} <Link to="/authentication">{t('loans.verifyNow')}</Link>
            </p>
          ) : (
            <>
              <p className="muted">{t('loans.proofsLead')}</p>
              {PROOFS.map((role, index) => (
                <ImageField
                  key={role}
                  name={role}
                  label={t('loans.proof', { n: index + 1 })}
                  hint={t('loans.imageHint')}
                  file={files[role] ?? null}
                  onChange={(file) => setFiles((current) => ({ ...current, [role]: file }))}
                  error={errors[role]}
                  onError={(next) => setErrors((current) => ({ ...current, [role]: next }))}
                  testId={`credit-${role}`}
                />
              ))}
              <Button block disabled={chosen.length === 0} busy={sending} onClick={submit}>
                {t('loans.sendProofs')}
              </Button>
            </>
          )}
        </section>
        {offer && (
          <section className="card" aria-labelledby="bands-title">
            <h2 id="bands-title" className="card__title">
              {t('loans.bandsTitle')}
            </h2>
            <table className="kyc-limits">
              <thead>
                <tr>
                  <th>{t('loans.score')}</th>
                  <th>{t('loans.limit')}</th>
                </tr>
              </thead>
              <tbody>
                {offer.creditBands.map((band) => (
                  <tr
                    key={band.from}
                    className={
                      standing.score !== null && standing.score >= band.from && standing.score <= band.to
                        ? 'kyc-limits__current'
                        : undefined
                    }
                  >
                    <th scope="row">
                      {band.from}–{band.to}
                    </th>
                    <td>{format.amount(band.limit, 0)} USDT</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted">{t('loans.bandsNote')}</p>
          </section>
        )}
      </div>
    );
  };

  return (
    <Page title={t('loans.creditTitle')} narrow>
      {body()}
    </Page>
  );
};
