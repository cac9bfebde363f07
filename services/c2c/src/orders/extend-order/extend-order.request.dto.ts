import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_EXTENSION_HOURS } from '../domain/c2c-terms';

/** Support extends an order's validity by whole hours, with the reason the customer reads. */
export class ExtendC2cOrderDto {
  @ApiProperty({ minimum: 1, maximum: MAX_EXTENSION_HOURS, example: 2 })
  @IsInt({ message: 'c2c.extensionInvalid', context: { max: MAX_EXTENSION_HOURS } })
  @Min(1, { message: 'c2c.extensionInvalid', context: { max: MAX_EXTENSION_HOURS } })
  @Max(MAX_EXTENSION_HOURS, { message: 'c2c.extensionInvalid', context: { max: MAX_EXTENSION_HOURS } })
  hours!: number;

  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
