import { useTranslation } from 'react-i18next';
import { deviceLabel } from './device-label';

// "Chrome on Windows" in the customer's words; "Unknown device" when the User-Agent says nothing.
export const useDeviceName = () => {
  const { t } = useTranslation();
  return (userAgent: string) => {
    const { browser, system } = deviceLabel(userAgent);
    if (browser && system) return t('security.deviceOn', { browser, system });
    return browser ?? system ?? t('security.unknownDevice');
  };
};
