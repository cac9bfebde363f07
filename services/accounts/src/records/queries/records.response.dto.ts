import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TYPE_KEYS } from '../../catalogue/account-types';
import { RECORD_TYPES } from '../record-words';
import { DepositResponseDto } from '../../deposits/deposit.response.dto';
import { WithdrawalResponseDto } from '../../withdrawals/withdrawal.response.dto';

/** One movement of one of the customer's accounts, with the balance it left. */
export class AccountRecordResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() time!: string;
  @ApiProperty({ example: 'transfer_in', description: `What kind of movement it is: ${RECORD_TYPES.join(', ')}` }) type!: string;
  @ApiProperty({ example: 'Transfer in', description: 'The type in the reader’s language (`lang` or Accept-Language)' }) title!: string;
  @ApiProperty({
    example: 'Funding → Spot',
    description: 'What it was about in the reader’s language: the coin and chain, the accounts, the market or instrument; never an id. May be empty',
  })
  description!: string;
  @ApiProperty({ enum: ACCOUNT_TYPE_KEYS, description: 'The account type; a platform account’s kind otherwise' }) account!: string;
  @ApiProperty() coin!: string;
  @ApiProperty({ description: 'Signed: negative leaves the account' }) amount!: string;
  @ApiProperty() balance_after!: string;
  @ApiProperty({ description: 'The ledger’s own note as recorded (for support and auditors; an order, position or transfer id on trading accounts). Show `description` to a customer' }) memo!: string;
}

export class DepositRecordsPageDto {
  @ApiProperty({ enum: ['deposit'] }) kind!: 'deposit';
  @ApiProperty({ type: [DepositResponseDto] }) items!: DepositResponseDto[];
  @ApiProperty() total!: number;
}

export class WithdrawalRecordsPageDto {
  @ApiProperty({ enum: ['withdrawal'] }) kind!: 'withdrawal';
  @ApiProperty({ type: [WithdrawalResponseDto] }) items!: WithdrawalResponseDto[];
  @ApiProperty() total!: number;
}

export class AccountRecordsPageDto {
  @ApiProperty({ enum: ['account'] }) kind!: 'account';
  @ApiProperty({ type: [AccountRecordResponseDto] }) items!: AccountRecordResponseDto[];
  @ApiProperty() total!: number;
}
