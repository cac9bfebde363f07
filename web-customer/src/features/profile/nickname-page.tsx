import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusFirstInvalid, useFormFields } from '../../shared/form/use-form-fields';
import { useMeQuery } from '../../shared/session/me.api';
import { SubmitButton } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import { TextField } from '../../shared/ui/text-field';
import { useChangeNicknameMutation } from './profile.api';

const NICKNAME_MAX = 20;

// /username: the name the platform greets the customer by (their account stays masked elsewhere).
export const NicknamePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { data: user } = useMeQuery();
  const { values, setValue, setErrors, bind } = useFormFields({ nickname: '' });
  const [save, { isLoading }] = useChangeNicknameMutation();

  const current = user?.nickname;
  useEffect(() => {
    if (current) setValue('nickname', current);
  }, [current, setValue]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nickname = values.nickname.trim();
    const failure = nickname.length === 0 || nickname.length > NICKNAME_MAX ? 'profile.nicknameRule' : undefined;
    setErrors({ nickname: failure });
    if (failure) {
      focusFirstInvalid(form.current);
      return;
    }
    if ('data' in (await save({ nickname }))) navigate('/info', { replace: true });
  };

  return (
    <Page title={t('profile.nickname')} narrow>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <TextField
          {...bind('nickname')}
          label={t('profile.nickname')}
          hint={t('profile.nicknameRule')}
          maxLength={NICKNAME_MAX}
          autoComplete="nickname"
        />
        <SubmitButton busy={isLoading}>{t('profile.save')}</SubmitButton>
      </form>
    </Page>
  );
};
