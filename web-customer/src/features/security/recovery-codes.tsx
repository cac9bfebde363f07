import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { CopyButton } from '../../shared/ui/copy-button';
import { Card } from '../../shared/ui/card';

// Shown once, straight after turning the authenticator on: the server keeps only their hashes.
export const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const { t } = useTranslation();
  return (
    <Card className="stack" titleId="recovery-title" title={t('security.recoveryTitle')} data-testid="recovery-codes">
      <p className="notice notice--warning" role="status">
        {t('security.recoveryOnce')}
      </p>
      <ol className="recovery-codes mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <CopyButton text={codes.join('\n')} label={t('security.copyRecovery')} />
      <Button block onClick={onDone} data-testid="recovery-saved">
        {t('security.recoverySaved')}
      </Button>
    </Card>
  );
};
