import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import type { SignInStatus } from './rewards.api';

// The 7 days of the cycle: each day's reward, a tick on the days signed, the next day outlined.
export const SignInCycle = ({ status }: { status: SignInStatus }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const next = status.signedToday ? 0 : status.nextDay;
  return (
    <ol className="sign-in-cycle" data-testid="sign-in-cycle">
      {status.cycle.map((day) => (
        <li
          key={day.day}
          className={['sign-in-day', day.signed && 'sign-in-day--signed', day.day === next && 'sign-in-day--next']
            .filter(Boolean)
            .join(' ')}
          data-testid="sign-in-day"
          data-signed={day.signed}
        >
          <span className="sign-in-day__label">{t('rewards.day', { day: day.day })}</span>
          <span className="sign-in-day__reward">{format.exact(day.reward, 1)}</span>
          <span className="sign-in-day__mark" aria-hidden="true">
            {day.signed ? '✓' : 'USDT'}
          </span>
          {day.signed && <span className="visually-hidden">{t('rewards.signed')}</span>}
        </li>
      ))}
    </ol>
  );
};
