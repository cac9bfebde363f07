import { useTranslation } from 'react-i18next';
import { useAcceptAgreementMutation, useContentPageQuery, usePendingAgreementsQuery } from '../../shared/content/content.api';
import { RichText } from '../../shared/content/rich-text';
import { endSession } from '../../shared/session/session.thunks';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { Skeleton } from '../../shared/ui/skeleton';

// After a login (docs/engagement.md, "Agreements"): a new version of an agreement every customer
// accepts is put to them, one at a time, before they go on. Accepting records the version; the other
// way out is to log out.
export const AgreementPrompt = ({ session }: { session: string }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  const { data: pending } = usePendingAgreementsQuery({ lang, session });
  const next = pending?.[0];
  const { data: page, isLoading } = useContentPageQuery({ slug: next?.slug ?? '', lang }, { skip: !next });
  const [accept, { isLoading: accepting }] = useAcceptAgreementMutation();
  if (!next) return null;
  return (
    <Modal
      open
      title={t('content.updatedTitle', { title: next.title })}
      className="dialog--sheet"
      testId="agreement-prompt"
      onEscape={() => undefined}
    >
      <div className="dialog__body sheet__body stack">
        <p className="notice notice--info">{t('content.updatedLead', { version: next.version })}</p>
        {isLoading || !page ? <Skeleton lines={8} /> : <RichText html={page.body} />}
      </div>
      <div className="dialog__actions">
        <Button variant="ghost" onClick={() => dispatch(endSession())} data-testid="agreement-logout">
          {t('content.logOut')}
        </Button>
        <Button
          variant="primary"
          busy={accepting}
          disabled={!page}
          onClick={() => accept({ slug: next.slug, version: next.version })}
          data-testid="agreement-accept"
        >
          {t('content.accept')}
        </Button>
      </div>
    </Modal>
  );
};
