import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TYPE_KEYS } from '../catalogue/account-types';
import { DepositResponseDto } from '../deposits/deposit.response.dto';
import { WithdrawalResponseDto } from '../withdrawals/withdrawal.response.dto';

/** One movement of one of the customer's accounts, with the balance it left. */
export class AccountRecordResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() time!: string;
  @ApiProperty({ example: 'transfer_in', description: 'deposit, withdrawal, withdrawal_refund, transfer_in, transfer_out, demo_grant, trade, fee, ...' }) type!: string;
  @ApiProperty({ enum: ACCOUNT_TYPE_KEYS, description: 'The account type; a platform account’s kind otherwise' }) account!: string;
  @ApiProperty() coin!: string;
  @ApiProperty({ description: 'Signed: negative leaves the account' }) amount!: string;
  @ApiProperty() balance_after!: string;
  @ApiProperty({ description: 'What it was, in words; may be empty' }) memo!: string;
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
