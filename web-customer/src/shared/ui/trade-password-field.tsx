import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

const DIGITS = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, autoComplete: 'off' } as const;

// The six-digit trade password that confirms a withdrawal or a change to the account's security.
export const TradePasswordField = ({ label, ...props }: Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string }) => {
  const { t } = useTranslation();
  return <TextField {...DIGITS} type="password" label={label ?? t('withdraw.tradePassword')} {...props} />;
};
