import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { CopyRow } from '../../shared/ui/copy-row';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useDownloadQuery } from './content.api';
import { useInstallPrompt } from './install-prompt';

// /downLoad: the app installed from this site (a web app: no store, no file to download) and the
// platform's official channels, the only places it speaks from.
export const DownloadPage = () => {
  const { t } = useTranslation();
  const { state, install } = useInstallPrompt();
  const { data, isLoading, isError, refetch } = useDownloadQuery();

  return (
    <Page title={t('content.downloadTitle')} narrow>
      <div className="stack">
        <Card titleId="install-title" title={t('content.installTitle')} className="stack" data-testid="install-card">
          <p>{t('content.installLead')}</p>
          {state === 'installed' && <p className="notice notice--info">{t('content.installed')}</p>}
          {state === 'offered' && (
            <Button block onClick={() => void install()} data-testid="install-app">
              {t('content.install')}
            </Button>
          )}
          {state === 'manual' && (
            <ol className="download-steps" data-testid="install-steps">
              <li>{t('content.installStepAndroid')}</li>
              <li>{t('content.installStepIos')}</li>
              <li>{t('content.installStepDesktop')}</li>
            </ol>
          )}
        </Card>
        <Card titleId="channels-title" title={t('content.channelsTitle')} className="stack" data-testid="channels-card">
          <p>{t('content.channelsLead')}</p>
          {isLoading && <Skeleton lines={3} />}
          {isError && <LoadFailed title={t('content.loadFailed')} onRetry={refetch} />}
          {data && (
            <>
              <CopyRow label={t('content.site')} text={data.site} copyLabel={t('content.copy')} testId="official-site" />
              {data.channels.length === 0 ? (
                <p className="muted">{t('content.noChannels')}</p>
              ) : (
                data.channels.map((channel) => (
                  <CopyRow
                    key={channel}
                    label={t('content.channel')}
                    text={channel}
                    copyLabel={t('content.copy')}
                    testId="official-channel"
                  />
                ))
              )}
            </>
          )}
          <p className="notice notice--warning">{t('content.neverAsk')}</p>
          <Link to="/verificationCode">{t('content.checkChannel')}</Link>
        </Card>
      </div>
    </Page>
  );
};
