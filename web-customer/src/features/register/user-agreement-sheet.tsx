import { useTranslation } from 'react-i18next';
import { Sheet } from '../../shared/ui/sheet';

export const AGREEMENT_SECTIONS = ['account', 'verification', 'risk', 'fees', 'security', 'ending'] as const;

// The User Agreement read over the registration form, which keeps everything typed; "I agree" ticks
// the box.
export const UserAgreementSheet = ({ open, onClose, onAgree }: { open: boolean; onClose: () => void; onAgree: () => void }) => {
  const { t } = useTranslation();
  return (
    <Sheet open={open} title={t('register.agreementSheet.title')} onClose={onClose} action={{ label: t('register.agreementSheet.agree'), onClick: onAgree, testId: 'agreement-agree' }} testId="agreement-sheet">
      {AGREEMENT_SECTIONS.map((section) => (
        <section key={section}>
          <h3>{t(`register.agreementSheet.${section}Title`)}</h3>
          <p>{t(`register.agreementSheet.${section}`)}</p>
        </section>
      ))}
    </Sheet>
  );
};
