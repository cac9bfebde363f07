import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

const language = (target: object, key: string) => {
  ApiPropertyOptional({ maxLength: 80 })(target, key);
  IsOptional()(target, key);
  IsString()(target, key);
  MaxLength(80)(target, key);
};

/** A category's name per language (legacy lang keys); English is required. */
export class HelpCategoryTitlesDto {
  @ApiProperty({ maxLength: 80 }) @IsString({ message: 'content.englishRequired' }) @MaxLength(80) en!: string;
  @language xby?: string;
  @language jp?: string;
  @language hy?: string;
  @language ty?: string;
  @language yn?: string;
  @language zh?: string;
  @language ft?: string;
}

export class SaveHelpCategoryRequestDto {
  @ApiProperty({ type: HelpCategoryTitlesDto }) @ValidateNested() @Type(() => HelpCategoryTitlesDto) titles!: HelpCategoryTitlesDto;
  @ApiPropertyOptional({ example: 0 }) @IsOptional() @IsInt() @Min(0) @Max(10_000) position?: number;
}
