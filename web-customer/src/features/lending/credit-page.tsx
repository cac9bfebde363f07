import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { SummaryList } from '../../shared/ui/summary-list';
import { CreditEvaluatedNotice, useCreditEvaluated } from './credit-evaluated-notice';
import { CreditEvaluationRequest, EVALUABLE } from './credit-evaluation-request';
import { ProofFields, useProofFiles } from './proof-files';
import { useCreditQuery, useLoanOfferQuery, useSendCreditProofsMutation, type BorrowerStanding } from './lending.api';
import { Card } from '../../shared/ui/card';
import { ButtonLink } from '../../shared/ui/button-link';
import { TableHead } from '../../shared/ui/table-head';

const REFUSAL_LINKS: Record<string, string> = { 'loans.advancedRequired': '/authenticationhigh', 'kyc.primaryFirst': '/authentication' };

// /xinyongfen and /credit: the score finance set, what it lets the customer borrow, and proofs for the next evaluation.
export const CreditPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const credit = useCreditQuery();
  const { data: offer } = useLoanOfferQuery();
  const [send, { isLoading: sending }] = useSendCreditProofsMutation();
  const proofs = useProofFiles(send);
  const evaluated = useCreditEvaluated();

  const body = (standing: BorrowerStanding) => {
    const primary = standing.tiers.includes('primary');
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
            <ButtonLink block to="/ldcoin" data-testid="credit-apply">{t('loans.apply')}</ButtonLink>
          )}
        </section>
        {(standing.evaluationRequestedAt || (standing.refusal && EVALUABLE.includes(standing.refusal))) && <CreditEvaluationRequest standing={standing} />}
        <Card className="stack" titleId="proofs-title" title={t('loans.proofsTitle')}>
          {!primary ? (
            <p className="notice notice--warning">
              {t('kyc.primaryFirst')} <Link to="/authentication">{t('loans.verifyNow')}</Link>
            </p>
          ) : (
            <>
              <p className="muted">{t('loans.proofsLead')}</p>
              <ProofFields proofs={proofs} namePrefix="" testIdPrefix="credit-" />
              <Button block disabled={proofs.chosen.length === 0} busy={sending} onClick={proofs.submit}>
                {t('loans.sendProofs')}
              </Button>
            </>
          )}
        </Card>
        {offer && (
          <Card titleId="bands-title" title={t('loans.bandsTitle')}>
            <table className="kyc-limits">
              <TableHead columns={[t('loans.score'), t('loans.limit')]} />
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
          </Card>
        )}
      </div>
    );
  };

  return (
    <Page title={t('loans.creditTitle')} narrow>
      <Loaded query={credit} skeleton={{ lines: 5 }} failed={t('loans.loadFailed')}>
        {body}
      </Loaded>
    </Page>
  );
};
