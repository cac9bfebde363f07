import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { readToken } from '../../shared/session/session.storage';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Card } from '../../shared/ui/card';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { TableHead } from '../../shared/ui/table-head';
import { useSignInStatusQuery, type SignInStatus } from './rewards.api';
import './rewards.css';

// /signRule: the published rules of the daily sign-in, the day boundary first.
export const SignInRulesPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useAppSelector(selectLanguage);
  const signInStatus = useSignInStatusQuery({ lang, session: readToken() });

  const body = (status: SignInStatus) => {
    return (
      <>
        <Card titleId="boundary-title" title={t('rewards.boundaryTitle')} className="stack" data-testid="day-boundary">
          <p>{t('rewards.boundary', { boundary: status.dayBoundary.label })}</p>
          <p className="muted">{t('rewards.nextDayAt', { time: format.dateTime(status.nextDayStartsAt) })}</p>
        </Card>
        <Card titleId="table-title" title={t('rewards.tableTitle')}>
          <table className="sign-in-table">
            <TableHead columns={[t('rewards.dayColumn'), t('rewards.rewardColumn')]} />
            <tbody>
              {status.cycle.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{t('rewards.day', { day: day.day })}</th>
                  <td>{format.exact(day.reward, 1)} USDT</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card titleId="rules-title" title={t('rewards.rulesTitle')}>
          <ul className="sign-in-rules" data-testid="sign-in-rules">
            {(['once', 'missed', 'restart', 'paid', 'condition', 'paused', 'demo'] as const).map((rule) => (
              <li key={rule}>{t(`rewards.rule.${rule}`)}</li>
            ))}
            <li>{t('rewards.rule.countries', { countries: status.offInCountries.join(', ') })}</li>
          </ul>
        </Card>
      </>
    );
  };

  return (
    <Page title={t('rewards.rulesTitle')} narrow>
      <div className="stack">
        <Loaded query={signInStatus} skeleton={{ lines: 8, card: true }} failed={t('rewards.loadFailed')}>
          {body}
        </Loaded>
      </div>
    </Page>
  );
};
