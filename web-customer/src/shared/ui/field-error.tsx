import { useTranslation } from 'react-i18next';

export const FieldError = ({ id, messageKey }: { id: string; messageKey?: string }) => {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {t(messageKey)}
    </p>
  );
};
