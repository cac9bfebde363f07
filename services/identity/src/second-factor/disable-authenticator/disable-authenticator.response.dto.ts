import { ApiProperty } from '@nestjs/swagger';

export class AuthenticatorStateResponseDto {
  @ApiProperty({ enum: [false] }) enabled!: false;
}
