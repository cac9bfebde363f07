import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import type { ClosedPosition, HourCommitment, SettledOption } from './feed-verifier.types';
import { judgeOutcomes, outcomesOf, type HourCheck, type Verdict } from './verify-hour-in-browser';
import { TableHead } from '../../shared/ui/table-head';

interface HourResultProps {
  symbol: string;
  commitment: HourCommitment;
  check: HourCheck;
  // The customer's closed positions and settled options; undefined when logged out or still loading.
  positions: ClosedPosition[] | undefined;
  options: SettledOption[] | undefined;
}

const VERDICT_TONE: Record<Verdict, string> = { verified: 'badge--success', differs: 'badge--danger', 'not-recorded': 'badge--danger' };

const Mark = ({ ok, children, testId }: { ok: boolean; children: string; testId: string }) => (
  <span className={`badge ${ok ? 'badge--success' : 'badge--danger'}`} data-testid={testId} data-ok={ok}>
    {ok ? '✓' : '✗'} {children}
  </span>
);

// What the browser found: the seed against its commitment, every tick against the seed, and the
// customer's own outcomes of this market and hour against both.
export const HourResult = ({ symbol, commitment, check, positions, options }: HourResultProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (check.state !== 'checked')
    return (
      <div data-testid="verifier-result" data-state={check.state}>
        <EmptyState title={t(`verifier.state.${check.state}`)} body={t(`verifier.state.${check.state}Hint`)} />
      </div>
    );
  const allGood = check.seedMatchesCommitment && check.mismatches.length === 0;
  const judged = positions && options ? judgeOutcomes(outcomesOf(positions, options), symbol, commitment.hour, check) : null;
  return (
    <>
      <section className="card verifier__result" data-testid="verifier-result" data-state={allGood ? 'verified' : 'failed'} aria-live="polite">
        <h2 className="card__title">{allGood ? t('verifier.allGood', { count: check.checked }) : t('verifier.problems')}</h2>
        <ul className="verifier__checks">
          <li>
            <span className="muted">{t('verifier.seedCheck')}</span>
            <Mark ok={check.seedMatchesCommitment} testId="verifier-seed">
              {t(check.seedMatchesCommitment ? 'verifier.seedMatches' : 'verifier.seedDiffers')}
            </Mark>
          </li>
          <li>
            <span className="muted">{t('verifier.tickCheck')}</span>
            <Mark ok={check.mismatches.length === 0} testId="verifier-ticks">
              {t('verifier.ticksRecomputed', { count: check.checked, differ: check.mismatches.length })}
            </Mark>
          </li>
        </ul>
        <p className="muted verifier__hash">
          {t('verifier.commitment')} <code>{commitment.commitment}</code>
        </p>
        <p className="muted verifier__hash">
          {t('verifier.seed')} <code>{commitment.seed}</code>
        </p>
        {check.mismatches.length > 0 && (
          <table className="verifier__table" data-testid="verifier-mismatches">
            <TableHead columns={[t('verifier.tick'), t('verifier.recorded'), t('verifier.recomputed')]} />
            <tbody>
              {check.mismatches.slice(0, 20).map((m) => (
                <tr key={m.seq}>
                  <td>#{m.seq}</td>
                  <td className="mono">{m.recorded}</td>
                  <td className="mono">{m.recomputed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {judged && (
        <section className="card" data-testid="verifier-outcomes">
          <h2 className="card__title">{t('verifier.yourOutcomes')}</h2>
          {judged.length === 0 ? (
            <p className="muted">{t('verifier.noOutcomes', { symbol })}</p>
          ) : (
            <ul className="verifier__outcomes">
              {judged.map(({ outcome, verdict }) => (
                <li key={`${outcome.id}-${outcome.role}`} data-testid="verifier-outcome" data-verdict={verdict}>
                  <span>
                    {t(`verifier.role.${outcome.role}`)} · {t('verifier.tickAt', { seq: outcome.tick.seq, price: format.amount(outcome.tick.price), time: format.time(outcome.tick.at) })}
                  </span>
                  <span className={`badge ${VERDICT_TONE[verdict]}`}>{t(`verifier.verdict.${verdict}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
};
