import { PickType } from '@nestjs/swagger';
import { WithdrawalRequestDto } from '../request-withdrawal/request-withdrawal.request.dto';

/** The query of GET /withdrawals/rules: where the money would go. */
export class WithdrawalRulesQueryDto extends PickType(WithdrawalRequestDto, ['method', 'coin', 'chain'] as const) {}
