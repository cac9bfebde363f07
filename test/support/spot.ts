import type { INestApplication } from '@nestjs/common';
import { SpotAuditService } from '@meridian/trading';

/** The auditor's spot check, reduced to what must be empty. */
export async function spotLedgerCheck(app: Pick<INestApplication, 'get'>) {
  const report = await app.get(SpotAuditService).check();
  const nonZero = report.totals.filter((t) => !/^0(\.0+)?$/.test(t.total)).map((t) => t.coin);
  return { unbalanced: report.unbalanced, negative: report.negative, mismatched: report.mismatched, nonZero };
}
