import { useTranslation } from 'react-i18next';
import { Card } from '../../shared/ui/card';
import { MenuLink } from '../../shared/ui/menu-link';
import { useInboxQuery } from '../../shared/inbox/inbox.api';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';

// Where a customer is told things and asks for help: the inbox (with its unread count, pushed), live
// support and the help centre.
export const MessagesCard = () => {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { data } = useInboxQuery({ page: 1, lang });
  const unread = data?.unread ?? 0;
  return (
    <Card titleId="messages-title" title={t('userCentre.messagesAndHelp')}>
      <ul className="menu">
        <MenuLink
          to="/inbox"
          label={t('inbox.title')}
          value={unread > 0 ? <span className="badge badge--danger" data-testid="inbox-unread">{unread}</span> : undefined}
          testId="inbox-link"
        />
        <MenuLink to="/service" label={t('support.title')} testId="support-link" />
        <MenuLink to="/help" label={t('content.helpTitle')} testId="help-link" />
      </ul>
    </Card>
  );
};
