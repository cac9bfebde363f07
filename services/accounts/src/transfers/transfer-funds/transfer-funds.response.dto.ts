import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TYPE_KEYS, type AccountType } from '../../catalogue/account-types';

/** A transfer between two of the customer's own accounts. */
export class TransferResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty({ enum: ACCOUNT_TYPE_KEYS }) from!: AccountType;
  @ApiProperty({ enum: ACCOUNT_TYPE_KEYS }) to!: AccountType;
  @ApiProperty() amount!: string;
  @ApiProperty({
    enum: ['completed', 'processing'],
    description: '`completed`: the money is in the destination account and can be spent there; `processing`: still on its way after the wait, it arrives under this id',
  })
  status!: 'completed' | 'processing';
}
