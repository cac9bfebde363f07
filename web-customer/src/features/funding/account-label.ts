import { useTranslation } from 'react-i18next';
import { isAccountType } from './funding.types';

// Account types by their names in the customer's language; an unknown key is shown as it came.
export const useAccountLabel = () => {
  const { t } = useTranslation();
  return (type: string) => (isAccountType(type) ? t(`funding.account.${type}`) : type);
};
