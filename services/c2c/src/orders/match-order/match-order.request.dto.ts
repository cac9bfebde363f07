import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** Support's match: the receiving account of the registry the customer pays into. */
export class MatchC2cOrderDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'c2c.accountNotFound' }) receivingAccountId!: string;
}
