import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

/** Staff set the house's buffer share, with a reason. */
export class HouseBufferRequestDto {
  @ApiProperty({ type: String, nullable: true, example: '0.10', description: 'Of the net contract exposure, 0 to 1; null stops enforcing the buffer' })
  @ValidateIf((_dto, value) => value !== null)
  @Matches(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/, { message: 'request.invalid' })
  share!: string | null;

  @ApiProperty({ maxLength: 500 }) @IsString({ message: 'review.reasonRequired' }) @MaxLength(500) reason!: string;
}
