import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { RiskCapsTable } from './risk-caps-table';
import { useRiskProfileQuery, useRiskQuestionnaireQuery } from './risk.api';

// /fengxian: the customer's risk profile, what it allows, and the way to (re)take the questionnaire.
export const RiskProfilePage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const profile = useRiskProfileQuery();
  const questionnaire = useRiskQuestionnaireQuery();

  const body = () => {
    if (profile.isLoading) return <Skeleton lines={5} />;
    if (!profile.data) return <LoadFailed title={t('risk.loadFailed')} onRetry={profile.refetch} />;
    const { profile: level, score, assessedAt, retakeFrom, canAnswer, caps } = profile.data;
    return (
      <div className="stack">
        <section className="card" aria-labelledby="risk-profile-title" data-testid="risk-profile" data-profile={level}>
          <h2 id="risk-profile-title" className="card__title">
            {t('risk.yourProfile')}
          </h2>
          <p className={`risk-badge risk-badge--${level}`}>{t(`risk.level.${level}`)}</p>
          {score !== null && assessedAt && <p className="muted">{t('risk.scoredAt', { score, date: format.dateTime(assessedAt) })}</p>}
          <p>
            {t('risk.allows', {
              margin: format.amount(caps.contractMarginPerPosition, 0),
              stake: format.amount(caps.optionStakePerOrder, 0),
            })}
          </p>
          {level === 'not_assessed' && <p className="notice notice--info">{t('risk.notAssessedNote')}</p>}
          {canAnswer ? (
            <Link className="button button--primary button--block" to="/questionnaire" data-testid="risk-take">
              {level === 'not_assessed' ? t('risk.take') : t('risk.retake')}
            </Link>
          ) : (
            retakeFrom && <p className="muted">{t('risk.retakeFrom', { date: format.dateTime(retakeFrom) })}</p>
          )}
        </section>
        <section className="card" aria-labelledby="risk-table-title">
          <h2 id="risk-table-title" className="card__title">
            {t('risk.scoringTitle')}
          </h2>
          {questionnaire.data ? <RiskCapsTable questionnaire={questionnaire.data} current={level} /> : <Skeleton lines={4} />}
        </section>
      </div>
    );
  };

  return (
    <Page title={t('risk.profileTitle')} narrow>
      {body()}
    </Page>
  );
};
