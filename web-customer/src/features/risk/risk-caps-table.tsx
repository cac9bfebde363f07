import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import type { RiskCaps, RiskLevel, RiskQuestionnaire } from './risk.api';
import { TableHead } from '../../shared/ui/table-head';

// The published table: each profile's score band and what it may commit, the customer's row marked.
export const RiskCapsTable = ({ questionnaire, current }: { questionnaire: RiskQuestionnaire; current?: RiskLevel }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const band = (caps: RiskCaps) => questionnaire.bands.find((entry) => entry.profile === caps.level);
  return (
    <div className="table-scroll">
      <table className="kyc-limits" data-testid="risk-caps">
        <TableHead columns={[t('risk.profileLabel'), t('risk.score'), t('risk.maxMargin'), t('risk.maxStake')]} />
        <tbody>
          {questionnaire.caps.map((caps) => {
            const range = band(caps);
            const mine = caps.level === current;
            return (
              <tr key={caps.level} className={mine ? 'kyc-limits__current' : undefined} aria-current={mine ? 'true' : undefined}>
                <th scope="row">{t(`risk.level.${caps.level}`)}</th>
                <td>{range ? `${range.from}–${range.to}` : '—'}</td>
                <td>{format.amount(caps.contractMarginPerPosition, 0)} USDT</td>
                <td>{format.amount(caps.optionStakePerOrder, 0)} USDT</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
