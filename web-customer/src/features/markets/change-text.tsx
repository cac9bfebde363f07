import { useFormat } from '../../shared/format/use-format';
import { changeParts } from './price-change';

// "▲ +1.25%": the arrow and the sign say the direction, the up/down colour repeats it.
export const ChangeText = ({ change, pill = false }: { change: string; pill?: boolean }) => {
  const format = useFormat();
  const { direction, arrow, sign, magnitude } = changeParts(change);
  return (
    <span className={`change change--${direction}${pill ? ' change--pill' : ''}`} data-testid="change" data-value={change}>
      {arrow && (
        <span className="change__arrow" aria-hidden="true">
          {arrow}
        </span>
      )}
      {sign}
      {format.percentSign(format.decimal(magnitude, 2))}
    </span>
  );
};
