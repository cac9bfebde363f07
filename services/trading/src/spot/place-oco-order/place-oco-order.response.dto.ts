import { ApiProperty } from '@nestjs/swagger';
import type { AnswerOf, Fits } from '@meridian/http';
import { SpotOrderResponseDto } from '../queries/spot-order.response.dto';
import type { PlaceOcoOrderHandler } from './place-oco-order.handler';

/** Both legs of a one-cancels-the-other pair: the limit leg first, then the stop leg. */
export class SpotOcoResponseDto {
  @ApiProperty() ocoId!: string;
  @ApiProperty({ type: [SpotOrderResponseDto] }) orders!: SpotOrderResponseDto[];
}

export type OcoAnswerFits = Fits<AnswerOf<PlaceOcoOrderHandler, 'execute'>, SpotOcoResponseDto>;
