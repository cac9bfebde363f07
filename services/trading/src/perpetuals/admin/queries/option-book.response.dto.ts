import { ApiProperty } from '@nestjs/swagger';
import { OptionOrderResponseDto } from '../../options/queries/option.response.dto';

/** An option order in the option book (staff): the customer's view and who they are. */
export class OptionBookEntryResponseDto extends OptionOrderResponseDto {
  @ApiProperty() customerId!: string;
  @ApiProperty({ description: 'The customer’s account name' }) account!: string;
}

/** Where real-money options are refused (staff). */
export class OptionRestrictionsResponseDto {
  @ApiProperty({ example: 'current' }) id!: string;
  @ApiProperty({ type: [String], example: ['GB', 'FR'] }) countries!: string[];
  @ApiProperty({ type: [String], description: 'The European Union and the United Kingdom, where retail binary options are banned' }) euAndUk!: string[];
}
