import { ApiProperty } from '@nestjs/swagger';

/** Bank details as the API names them: a saved card and a bank withdrawal show the same fields. */
export class BankDetailsResponseDto {
  @ApiProperty() bank_name!: string;
  @ApiProperty() account_number!: string;
  @ApiProperty() swift_code!: string;
  @ApiProperty({ description: 'Empty when not given' }) routing_number!: string;
  @ApiProperty() bank_address!: string;
  @ApiProperty() payee_name!: string;
  @ApiProperty({ description: 'Empty when not given' }) payee_phone!: string;
  @ApiProperty() payee_address!: string;
}

/** A bank card saved for withdrawals by bank transfer. */
export class BankCardResponseDto extends BankDetailsResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() created_at!: string;
}

/** A withdrawal address saved in the customer's address book. */
export class SavedAddressResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'USDT' }) coin!: string;
  @ApiProperty({ example: 'ERC20' }) chain!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ description: 'Empty when the chain takes none' }) memo!: string;
  @ApiProperty({ description: 'The customer’s own label, may be empty' }) remark!: string;
  @ApiProperty() created_at!: string;
}
