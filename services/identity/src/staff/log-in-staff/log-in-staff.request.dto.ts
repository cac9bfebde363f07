import { IsEmail, IsString, MaxLength } from 'class-validator';

export class StaffLoginBody {
  @IsEmail({}, { message: 'email.invalid' })
  @MaxLength(254, { message: 'email.invalid' })
  email!: string;

  @IsString({ message: 'password.required' })
  @MaxLength(128, { message: 'auth.failed' })
  password!: string;
}
