import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ArrayNotEmpty, IsArray, IsBoolean, IsEmail, IsIn, IsOptional, IsString, Length } from 'class-validator';
import { AppError, CurrentStaff, pageOf, Roles, StaffAuthGuard, StaffListQueryDto } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { STAFF_ROLE_NAMES, type StaffRoleName } from '../staff/staff.decider';
import { StaffMembers } from '../staff/staff-members';

class CreateStaffBody {
  @IsEmail({}, { message: 'email.invalid' })
  email!: string;

  @IsString({ message: 'field.invalid' })
  @Length(1, 80, { message: 'field.invalid' })
  name!: string;

  @IsString({ message: 'password.required' })
  @Length(10, 128, { message: 'password.length' })
  password!: string;

  @IsArray({ message: 'field.invalid' })
  @ArrayNotEmpty({ message: 'field.invalid' })
  @IsIn(STAFF_ROLE_NAMES, { each: true, message: 'field.invalid' })
  roles!: StaffRoleName[];
}

class UpdateStaffBody {
  @IsString({ message: 'field.invalid' })
  @Length(1, 80, { message: 'field.invalid' })
  name!: string;

  @IsArray({ message: 'field.invalid' })
  @ArrayNotEmpty({ message: 'field.invalid' })
  @IsIn(STAFF_ROLE_NAMES, { each: true, message: 'field.invalid' })
  roles!: StaffRoleName[];

  @IsOptional()
  @IsBoolean({ message: 'field.invalid' })
  disabled?: boolean;
}

/** Staff accounts: admins manage them; auditors may read them. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/staff')
@UseGuards(StaffAuthGuard)
export class AdminStaffController {
  constructor(private readonly staff: StaffMembers) {}

  @Get()
  @Roles('admin', 'auditor')
  list(@Query() query: StaffListQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'created_at');
    return this.staff.list({ limit, offset });
  }

  @Get(':id')
  @Roles('admin', 'auditor')
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    const member = await this.staff.byId(id);
    if (!member) throw new AppError('request.notFound', 404, 404);
    return { data: member };
  }

  @Post()
  @Roles('admin')
  async create(@Body() body: CreateStaffBody, @CurrentStaff() actor: StaffPrincipal) {
    return { data: await this.staff.create(body, actor.staffId) };
  }

  @Put(':id')
  @Roles('admin')
  async update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateStaffBody, @CurrentStaff() actor: StaffPrincipal) {
    if (id === actor.staffId && (body.disabled || !body.roles.includes('admin'))) throw AppError.badInput('auth.forbidden');
    return { data: await this.staff.update(id, { name: body.name, roles: body.roles, disabled: body.disabled ?? false }, actor.staffId) };
  }
}
