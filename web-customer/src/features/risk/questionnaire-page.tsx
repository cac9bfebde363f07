import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { SubmitButton } from '../../shared/ui/button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { RiskCapsTable } from './risk-caps-table';
import {
  useAnswerRiskQuestionnaireMutation,
  useRiskProfileQuery,
  useRiskQuestionnaireQuery,
  type QuestionId,
  type RiskAnswers,
} from './risk.api';
import { Card } from '../../shared/ui/card';
import { ButtonLink } from '../../shared/ui/button-link';

// /questionnaire: open to visitors (SPEC section 2); answering needs a login and waits 30 days between tries.
export const QuestionnairePage = ({ loggedIn }: { loggedIn: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const questionnaire = useRiskQuestionnaireQuery();
  const profile = useRiskProfileQuery(undefined, { skip: !loggedIn });
  const [answer, { isLoading: sending }] = useAnswerRiskQuestionnaireMutation();
  const [chosen, setChosen] = useState<Partial<RiskAnswers>>({});
  const [missing, setMissing] = useState<QuestionId[]>([]);

  // A retake starts from the last answers.
  const previous = profile.data?.answers;
  useEffect(() => {
    if (previous) setChosen(previous);
  }, [previous]);

  if (questionnaire.isLoading) {
    return (
      <Page title={t('risk.questionnaireTitle')} narrow>
        <Skeleton lines={8} />
      </Page>
    );
  }
  if (!questionnaire.data) {
    return (
      <Page title={t('risk.questionnaireTitle')} narrow>
        <LoadFailed title={t('risk.loadFailed')} onRetry={questionnaire.refetch} />
      </Page>
    );
  }
  const { questions } = questionnaire.data;
  const locked = loggedIn && profile.data !== undefined && !profile.data.canAnswer;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = questions.filter((question) => chosen[question.id] === undefined).map((question) => question.id);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      document.getElementById(`risk-${unanswered[0]}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    const result = await answer(chosen as RiskAnswers);
    if ('data' in result) navigate('/fengxian', { replace: true });
  };

  return (
    <Page title={t('risk.questionnaireTitle')} narrow>
      <p className="page__lead">{t('risk.questionnaireLead')}</p>
      {locked && profile.data?.retakeFrom && (
        <p className="notice notice--info" role="status" data-testid="risk-locked">
          {t('risk.retakeFrom', { date: format.dateTime(profile.data.retakeFrom) })}
        </p>
      )}
      <form className="stack" onSubmit={submit} noValidate data-testid="risk-form">
        {questions.map((question, index) => (
          <fieldset
            key={question.id}
            id={`risk-${question.id}`}
            className="card choice-list"
            aria-invalid={missing.includes(question.id) ? true : undefined}
            disabled={locked}
          >
            <legend className="risk-question">
              {index + 1}. {t(`risk.questions.${question.id}.title`)}
            </legend>
            {question.options.map((option) => (
              <label key={option.id} className="choice-list__item">
                <input
                  type="radio"
                  name={question.id}
                  value={option.id}
                  checked={chosen[question.id] === option.id}
                  onChange={() => {
                    setChosen((current) => ({ ...current, [question.id]: option.id }));
                    setMissing((current) => current.filter((id) => id !== question.id));
                  }}
                />
                <span>{t(`risk.questions.${question.id}.options.${option.id}`)}</span>
              </label>
            ))}
            {missing.includes(question.id) && <p className="field__error">{t('risk.answerThis')}</p>}
          </fieldset>
        ))}
        {loggedIn ? (
          <SubmitButton busy={sending} disabled={locked} data-testid="risk-submit">{t('risk.submit')}</SubmitButton>
        ) : (
          <ButtonLink block to="/login" state={{ from: '/questionnaire' }}>{t('risk.logInToAnswer')}</ButtonLink>
        )}
      </form>
      <Card titleId="risk-scoring-title" title={t('risk.scoringTitle')}>
        <p className="muted">{t('risk.scoringLead', { days: questionnaire.data.retakeAfterDays })}</p>
        <RiskCapsTable questionnaire={questionnaire.data} current={profile.data?.profile} />
      </Card>
    </Page>
  );
};
