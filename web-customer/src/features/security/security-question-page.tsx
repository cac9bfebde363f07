import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormFields } from '../../shared/form/use-form-fields';
import { useSecurityStateQuery, useSetSecurityQuestionMutation } from '../../shared/security/security.api';
import { SubmitButton } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { SelectField } from '../../shared/ui/select-field';
import { TextField } from '../../shared/ui/text-field';
import { TradePasswordField } from '../../shared/ui/trade-password-field';
import { newTradePassword } from '../../shared/validation/rules';

const QUESTIONS = [1, 2, 3] as const;

// A question only the customer can answer; the answer is kept as a hash, compared without case.
export const SecurityQuestionPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { data: security } = useSecurityStateQuery();
  const { values, setValue, bind, passes } = useFormFields({ questionId: '', answer: '', trade_password: '' });
  const [save, { isLoading }] = useSetSecurityQuestionMutation();

  const chosen = security?.securityQuestion;
  useEffect(() => {
    if (chosen) setValue('questionId', String(chosen));
  }, [chosen, setValue]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = values.answer.trim();
    const failures = {
      questionId: values.questionId ? undefined : 'security.chooseQuestion',
      answer: answer.length >= 2 && answer.length <= 50 ? undefined : 'security.answerRule',
      trade_password: newTradePassword(values.trade_password) ?? undefined,
    };
    if (!passes(failures, form.current)) return;
    // eslint-disable-next-line money/no-float-conversion -- a question id from the list
    const result = await save({ questionId: Number(values.questionId), answer, trade_password: values.trade_password });
    if ('data' in result) navigate('/security', { replace: true });
  };

  return (
    <Page title={t('security.questionTitle')} narrow>
      <p className="page__lead">{chosen ? t('security.questionIsSet') : t('security.questionLead')}</p>
      <form ref={form} className="form" onSubmit={submit} noValidate data-testid="security-question-form">
        <SelectField {...bind('questionId')} label={t('security.question')}>
          <option value="">{t('security.chooseQuestion')}</option>
          {QUESTIONS.map((id) => (
            <option key={id} value={id}>
              {t(`security.questions.${id}`)}
            </option>
          ))}
        </SelectField>
        <TextField {...bind('answer')} label={t('security.answer')} hint={t('security.answerRule')} maxLength={50} autoComplete="off" />
        <TradePasswordField {...bind('trade_password')} />
        <SubmitButton busy={isLoading}>{t('profile.save')}</SubmitButton>
      </form>
    </Page>
  );
};
