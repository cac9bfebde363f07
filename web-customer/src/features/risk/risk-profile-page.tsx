import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { RiskCapsTable } from './risk-caps-table';
import { useRiskProfileQuery, useRiskQuestionnaireQuery, type RiskProfile } from './risk.api';
import { Card } from '../../shared/ui/card';
import { ButtonLink } from '../../shared/ui/button-link';

// /fengxian: the customer's risk profile, what it allows, and the way to (re)take the questionnaire.
export const RiskProfilePage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const profile = useRiskProfileQuery();
  const questionnaire = useRiskQuestionnaireQuery();

  const body = ({ profile: level, score, assessedAt, retakeFrom, canAnswer, caps }: RiskProfile) => {
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
            <ButtonLink block to="/questionnaire" data-testid="risk-take">
              {level === 'not_assessed' ? t('risk.take') : t('risk.retake')}
            </ButtonLink>
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
      <Loaded query={profile} skeleton={{ lines: 5 }} failed={t('risk.loadFailed')}>
        {body}
      </Loaded>
    </Page>
  );
};
