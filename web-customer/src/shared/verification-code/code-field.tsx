import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { retryAfterSeconds } from '../api/api-error';
import { TextField } from '../ui/text-field';
import { requireAccount } from '../validation/rules';
import { useCountdown } from './use-countdown';
import { useSendCodeMutation, type SendCodeArgs } from './verification-code.api';

const FALLBACK_RESEND_SECONDS = 60;

interface CodeFieldProps {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  target: Omit<SendCodeArgs, 'scene'>;
  scene: SendCodeArgs['scene'];
  // Called with the validation message key when the account is not ready to receive a code.
  onInvalidAccount: (failure: string) => void;
}

export const CodeField = ({ value, error, onChange, target, scene, onInvalidAccount }: CodeFieldProps) => {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [sendCode, { isLoading }] = useSendCodeMutation();
  const { remaining, start } = useCountdown();

  const send = async () => {
    const failure = requireAccount(target.type)(target.account);
    if (failure) {
      onInvalidAccount(failure);
      return;
    }
    const result = await sendCode({ ...target, account: target.account.trim(), scene });
    if ('data' in result && result.data) {
      start(result.data.resend_after ?? FALLBACK_RESEND_SECONDS);
      setSent(true);
      return;
    }
    const wait = retryAfterSeconds(result.error);
    if (wait) start(wait);
  };

  return (
    <TextField
      name="code"
      label={t('code.label')}
      value={value}
      error={error}
      onChange={onChange}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('code.placeholder')}
      hint={sent ? t('code.sent') : undefined}
      trailing={
        <button type="button" className="field__action" data-testid="send-code" onClick={send} disabled={isLoading || remaining > 0} aria-busy={isLoading || undefined}>
          {remaining > 0 ? t('code.resendIn', { seconds: remaining }) : t('code.send')}
        </button>
      }
    />
  );
};
