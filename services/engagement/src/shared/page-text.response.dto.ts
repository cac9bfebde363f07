import { ApiProperty } from '@nestjs/swagger';

export class PageTextResponseDto {
  @ApiProperty() title!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) body!: string;
}

const language = (target: object, key: string) => ApiProperty({ type: PageTextResponseDto, required: false })(target, key);

/** Texts per language (legacy lang keys); English is always there. */
export class PageTextsResponseDto {
  @ApiProperty({ type: PageTextResponseDto }) en!: PageTextResponseDto;
  @language xby?: PageTextResponseDto;
  @language jp?: PageTextResponseDto;
  @language hy?: PageTextResponseDto;
  @language ty?: PageTextResponseDto;
  @language yn?: PageTextResponseDto;
  @language zh?: PageTextResponseDto;
  @language ft?: PageTextResponseDto;
}
