import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength, MinLength } from 'class-validator';

export class OptionRestrictionsRequestDto {
  @ApiProperty({ type: [String], description: 'The whole list, ISO 3166 alpha-2; empty: offered everywhere' })
  @IsArray()
  @ArrayMaxSize(300)
  @IsString({ each: true })
  @MaxLength(2, { each: true })
  countries!: string[];

  @ApiProperty({ description: 'Why, kept with the change' }) @IsString() @MinLength(3) @MaxLength(500) reason!: string;
}
