import { OptionalTextField, TextField } from '@meridian/http';

/** Lending's rules as finance changes them. */
export class LendingRulesDto {
  @TextField(40, {}, { example: '10000', description: 'USDT: a repayment by bank receipt above it needs two different finance staff' })
  repaymentDualApprovalAboveUsdt!: string;

  @OptionalTextField(500, {}, { maxLength: 500, description: 'Why: required when the change loosens a control (a higher threshold), which then waits for a second staff member' })
  reason?: string;
}
