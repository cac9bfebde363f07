import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { RiskCapsTable } from './risk-caps-table';
import { useRiskProfileQuery, useRiskQuestionnaireQuery } from './risk.api';
import { Card } from '../../shared/ui/card';
import { ButtonLink } from '../../shared/ui/button-link';

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
        <Card titleId="risk-profile-title" title={t('risk.yourProfile')} data-testid="risk-profile" data-profile={level}>
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
            <ButtonLink block to="/questionnaire" data-testid="risk-take">{level === 'not_assessed' ? t('risk.take') : t('risk.retake')}</ButtonLink>
          ) : (
            retakeFrom && <p className="muted">{t('risk.retakeFrom', { date: format.dateTime(retakeFrom) })}</p>
          )}
        </Card>
        <Card titleId="risk-table-title" title={t('risk.scoringTitle')}>
          {questionnaire.data ? <RiskCapsTable questionnaire={questionnaire.data} current={level} /> : <Skeleton lines={4} />}
        </Card>
      </div>
    );
  };

  return (
    <Page title={t('risk.profileTitle')} narrow>
      {body()}
    </Page>
  );
};
