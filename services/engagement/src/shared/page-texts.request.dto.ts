import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { PerLanguage } from './languages';
import { MAX_BODY, MAX_SUMMARY, MAX_TITLE, type PageText } from './page-text';

/** One language of a page or a notice as staff write it: the body is HTML, sanitised on the server. */
export class PageTextDto {
  @ApiProperty({ maxLength: MAX_TITLE })
  @IsString({ message: 'content.titleRequired' })
  @MaxLength(MAX_TITLE, { message: 'content.tooLong' })
  title!: string;
  @ApiPropertyOptional({ maxLength: MAX_SUMMARY })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SUMMARY, { message: 'content.tooLong' })
  summary?: string;
  @ApiProperty({
    description:
      'HTML from the rich-text editor; scripts, event handlers and styles other than alignment are taken out before it is stored',
  })
  @IsString()
  @MaxLength(MAX_BODY, { message: 'content.tooLong' })
  body!: string;
}

const language = (name: string) =>
  function (target: object, key: string) {
    ApiPropertyOptional({ type: PageTextDto, description: name })(target, key);
    IsOptional()(target, key);
    ValidateNested()(target, key);
    Type(() => PageTextDto)(target, key);
  };

/** The texts per language (legacy lang keys); English is required, every other language optional. */
export class PageTextsDto {
  @language('English (required: readers of a missing language get it)') en?: PageTextDto;
  @language('Español') xby?: PageTextDto;
  @language('日本語') jp?: PageTextDto;
  @language('한국어') hy?: PageTextDto;
  @language('ไทย') ty?: PageTextDto;
  @language('Tiếng Việt') yn?: PageTextDto;
  @language('简体中文') zh?: PageTextDto;
  @language('繁體中文') ft?: PageTextDto;
}

/** The DTO's texts with each body run through `clean` (the sanitiser) and the plain fields trimmed. */
export function textsOf(dto: PageTextsDto, clean: (html: string) => string): PerLanguage<PageText> {
  const texts: PerLanguage<PageText> = {};
  for (const [lang, text] of Object.entries(dto ?? {}) as [keyof PageTextsDto, PageTextDto | undefined][])
    if (text) texts[lang] = { title: text.title.trim(), summary: (text.summary ?? '').trim(), body: clean(text.body) };
  return texts;
}
