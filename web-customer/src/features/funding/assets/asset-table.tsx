import { useTranslation } from 'react-i18next';
import { isZeroDecimal } from '../../../shared/decimal/decimal';
import { useFormat } from '../../../shared/format/use-format';
import type { AccountAssets, Catalogue } from '../funding.types';
import { TableHead } from '../../../shared/ui/table-head';

interface AssetTableProps {
  account: AccountAssets;
  catalogue: Catalogue | undefined;
  hideZero: boolean;
}

// One row per coin: available, frozen and the USDT estimate. A phone stacks each row on two lines.
export const AssetTable = ({ account, catalogue, hideZero }: AssetTableProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = hideZero ? account.rows.filter((row) => !isZeroDecimal(row.available) || !isZeroDecimal(row.frozen)) : account.rows;
  const nameOf = (coin: string) => catalogue?.coins.find((info) => info.coin === coin)?.name;

  if (rows.length === 0) {
    return <p className="empty-state">{t('assets.noBalances')}</p>;
  }
  return (
    <table className="asset-table">
      <TableHead scoped columns={[t('funding.coin'), { label: t('funding.available'), className: 'num' }, { label: t('funding.frozen'), className: 'num' }, { label: t('assets.valueUsdt'), className: 'num' }]} />
      <tbody>
        {rows.map((row) => {
          const name = nameOf(row.coin);
          return (
            <tr key={row.coin} data-testid={`asset-row-${account.type}-${row.coin}`}>
              <th scope="row" className="asset-table__coin">
                <span className="coin-mark" aria-hidden="true">
                  {row.coin.slice(0, 1)}
                </span>
                <span>
                  <strong>{row.coin}</strong>
                  {name && name !== row.coin && <span className="asset-table__name">{name}</span>}
                </span>
              </th>
              <td className="num asset-table__available" data-testid="available" data-value={row.available} data-label={t('funding.available')}>
                {format.amount(row.available)}
              </td>
              <td className="num asset-table__frozen" data-testid="frozen" data-value={row.frozen} data-label={t('funding.frozen')}>
                {format.amount(row.frozen)}
              </td>
              <td className="num asset-table__value" data-testid="usdt-value" data-value={row.usdt_value} data-label={t('assets.valueUsdt')}>
                ≈ {format.amount(row.usdt_value, 2)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
