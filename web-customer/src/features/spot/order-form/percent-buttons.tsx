import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { PERCENTS, type Percent } from './percent-of-balance';

// A quarter, half, three quarters or all of the balance that pays, as the size of the order.
export const PercentButtons = ({ onPick, disabled }: { onPick: (percent: Percent) => void; disabled: boolean }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="percent-buttons" role="group" aria-label={t('spot.percentLabel')}>
      {PERCENTS.map((percent) => (
        <button
          key={percent}
          type="button"
          className="percent-buttons__item"
          onClick={() => onPick(percent)}
          disabled={disabled}
          aria-label={t('spot.percentOf', { percent })}
          data-testid={`percent-${percent}`}
        >
          {format.percentSign(String(percent))}
        </button>
      ))}
    </div>
  );
};
