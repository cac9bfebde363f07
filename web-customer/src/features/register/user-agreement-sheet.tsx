import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentPageQuery } from '../../shared/content/content.api';
import { RichText } from '../../shared/content/rich-text';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Sheet } from '../../shared/ui/sheet';

export const AGREEMENT_SECTIONS = ['account', 'verification', 'risk', 'fees', 'security', 'ending'] as const;

// The app's own summary of the agreement, shown until the published one arrives (or when it cannot, offline).
const AgreementSummary = () => {
  const { t } = useTranslation();
  return AGREEMENT_SECTIONS.map((section) => (
    <section key={section}>
      <h3>{t(`register.agreementSheet.${section}Title`)}</h3>
      <p>{t(`register.agreementSheet.${section}`)}</p>
    </section>
  ));
};

// The User Agreement in force (docs/engagement.md, "Agreements"), read over the registration form,
// which keeps everything typed; "I agree" ticks the box, and registering records this version.
export const UserAgreementSheet = ({ open, onClose, onAgree }: { open: boolean; onClose: () => void; onAgree: () => void }) => {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { data: page } = useContentPageQuery({ slug: 'user-agreement', lang }, { skip: !open });
  return (
    <Sheet open={open} title={page?.title ?? t('register.agreementSheet.title')} onClose={onClose} action={{ label: t('register.agreementSheet.agree'), onClick: onAgree, testId: 'agreement-agree' }} testId="agreement-sheet">
      {page ? <RichText html={page.body} testId="agreement-body" /> : <AgreementSummary />}
      <p>
        <Link to="/agrt?id=5" target="_blank" rel="noopener">
          {t('content.privacyPolicy')}
        </Link>
      </p>
    </Sheet>
  );
};
