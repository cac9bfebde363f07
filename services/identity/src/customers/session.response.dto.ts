import { ApiProperty } from '@nestjs/swagger';
import { CustomerProfileResponseDto } from './queries/customer-profile.response.dto';

/** A new session: the bearer token (twice, for the legacy app's two names) and the customer. */
export class SessionResponseDto {
  @ApiProperty() token!: string;
  @ApiProperty({ description: 'The same token, under the legacy protocol’s second name' }) token_h5!: string;
  @ApiProperty({ type: CustomerProfileResponseDto }) user!: CustomerProfileResponseDto;
}
