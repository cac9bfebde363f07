import { ApiProperty } from '@nestjs/swagger';
import { nullableText } from '@meridian/http';
import { C2C_ORDER_STATUSES, type C2cOrderStatus } from '../domain/c2c-order.types';
import { PAYMENT_TYPES, type PaymentType } from '../domain/c2c-terms';

/** The account a customer sends the fiat to, as copied into the order at its match. */
export class C2cReceivingAccountResponseDto {
  @ApiProperty() accountName!: string;
  @ApiProperty() accountNumber!: string;
  @ApiProperty() bankName!: string;
  @ApiProperty() bankAddress!: string;
}

/** A C2C order as its customer reads it (docs/c2c.md). */
export class C2cOrderResponseDto {
  @ApiProperty({ description: 'The order number' }) id!: string;
  @ApiProperty({ enum: C2C_ORDER_STATUSES }) status!: C2cOrderStatus;
  @ApiProperty({ description: 'USDT bought' }) amount!: string;
  @ApiProperty({ example: 'HKD' }) fiat!: string;
  @ApiProperty({ enum: PAYMENT_TYPES }) payment!: PaymentType;
  @ApiProperty({ description: 'Fiat per USDT, frozen at placement' }) rate!: string;
  @ApiProperty({ description: 'What the customer transfers, in the fiat' }) fiatAmount!: string;
  @ApiProperty({ description: 'Always zero: the customer pays no fee', example: '0' }) fee!: string;
  @ApiProperty() placedAt!: string;
  @ApiProperty({ description: 'Valid until then (3 hours from placement, unless support extended it)' }) expiresAt!: string;
  @ApiProperty({ type: C2cReceivingAccountResponseDto, nullable: true, description: 'Once matched' }) receivingAccount!: C2cReceivingAccountResponseDto | null;
  @ApiProperty(nullableText) payerName!: string | null;
  @ApiProperty(nullableText) payerBank!: string | null;
  @ApiProperty(nullableText) proofSubmittedAt!: string | null;
  @ApiProperty({ ...nullableText, description: 'Why staff rejected it' }) reason!: string | null;
  @ApiProperty(nullableText) endedAt!: string | null;
  @ApiProperty({ ...nullableText, description: 'When the USDT reached the funding wallet' }) creditedAt!: string | null;
  @ApiProperty({ description: 'The real name verified with the primary tier: the payer must be this person' }) verifiedName!: string;
}

export class C2cOrdersResponseDto {
  @ApiProperty({ type: [C2cOrderResponseDto] }) items!: C2cOrderResponseDto[];
  @ApiProperty({ description: 'Whether the customer passed primary verification, which C2C needs' }) verified!: boolean;
}

export class C2cStaffStepResponseDto {
  @ApiProperty() staffId!: string;
  @ApiProperty() at!: string;
}

export class C2cExtensionResponseDto extends C2cStaffStepResponseDto {
  @ApiProperty() hours!: number;
  @ApiProperty() reason!: string;
}

export class C2cMatchingResponseDto extends C2cStaffStepResponseDto {
  @ApiProperty() holdId!: string;
  @ApiProperty({ type: C2cReceivingAccountResponseDto }) account!: C2cReceivingAccountResponseDto;
}

/** A C2C order as staff handle it: the customer, the verified name beside the payer's, the proof, who did what. */
export class C2cOrderStaffResponseDto extends C2cOrderResponseDto {
  @ApiProperty() customerId!: string;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Whether the payer is the verified person (null before the proof)' }) nameMatches!: boolean | null;
  @ApiProperty({ ...nullableText, description: 'The proof image (GET /admin/c2c/images/:id)' }) proofImageId!: string | null;
  @ApiProperty({ type: C2cMatchingResponseDto, nullable: true, description: 'A match waiting for the inventory to hold the amount' }) matching!: C2cMatchingResponseDto | null;
  @ApiProperty({ ...nullableText, description: 'Why the last match was refused (a message key)' }) matchRefusal!: string | null;
  @ApiProperty(nullableText) receivingAccountId!: string | null;
  @ApiProperty(nullableText) matchedBy!: string | null;
  @ApiProperty(nullableText) matchedAt!: string | null;
  @ApiProperty(nullableText) remindedAt!: string | null;
  @ApiProperty({ type: [C2cStaffStepResponseDto], description: 'A first completion waiting for a second finance member' }) approvals!: C2cStaffStepResponseDto[];
  @ApiProperty({ type: [C2cExtensionResponseDto] }) extensions!: C2cExtensionResponseDto[];
  @ApiProperty(nullableText) decidedBy!: string | null;
}
