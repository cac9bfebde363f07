import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TradePasswordConfirmed } from '../../credentials/trade-password-confirmed.request.dto';

export class AntiPhishingBody extends TradePasswordConfirmed {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'blue heron', description: 'Up to 20 characters; empty or null clears it' })
  @IsOptional()
  @IsString({ message: 'security.phraseLength', context: { max: 20 } })
  @MaxLength(64, { message: 'security.phraseLength', context: { max: 20 } })
  phrase?: string | null;
}
