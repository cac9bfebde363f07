import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui/page';

const RULES = ['rate', 'fee', 'verified', 'oneOrder', 'validity', 'extension', 'ownName', 'proof', 'review', 'credit', 'ended'] as const;

// /c2c_rule: the rules of quick buy as docs/c2c.md states them.
export const C2cRulePage = () => {
  const { t } = useTranslation();
  return (
    <Page title={t('c2c.rulesTitle')} narrow>
      <section className="card stack" data-testid="c2c-rules">
        <p>{t('c2c.rulesLead')}</p>
        <ol className="rule-list">
          {RULES.map((rule) => (
            <li key={rule}>{t(`c2c.rules.${rule}`)}</li>
          ))}
        </ol>
      </section>
    </Page>
  );
};
