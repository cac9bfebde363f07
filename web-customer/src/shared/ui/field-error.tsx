import { useTranslation } from 'react-i18next';

// `values` fill the message's placeholders (the step a quantity must be a multiple of).
export const FieldError = ({ id, messageKey, values }: { id: string; messageKey?: string; values?: Record<string, string> }) => {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {t(messageKey, values)}
    </p>
  );
};
