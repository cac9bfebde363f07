import { OptionalTextField, TextField } from '@meridian/http';

/** C2C's rules as finance changes them. */
export class C2cRulesDto {
  @TextField(40, {}, { example: '10000', description: 'USDT: a completion above it needs two different finance members' })
  completionDualApprovalAboveUsdt!: string;

  @OptionalTextField(500, {}, { maxLength: 500, description: 'Why: required when the change loosens (a higher threshold), which then waits for a second member' })
  reason?: string;
}
