import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { validateBody } from './validation';

class NamedRequestDto {
  @IsString({ message: 'field.invalid' })
  @IsNotEmpty({ message: 'field.invalid' })
  name!: string;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { messageKey?: string; params?: Record<string, unknown> }) => error.params?.field ?? error.messageKey,
  );

describe('validateBody (the DTO check, with class-validator rule lookups remembered per class)', () => {
  it('checks the same class the same way every time', async () => {
    for (let i = 0; i < 3; i++) {
      await expect(validateBody(NamedRequestDto, { name: 'Ada' })).resolves.toEqual(Object.assign(new NamedRequestDto(), { name: 'Ada' }));
      await expect(refusal(validateBody(NamedRequestDto, { name: '' }))).resolves.toBe('name');
    }
  });

  it("applies a parent's rules to a class defined after the parent was checked, and the child's own rules, and never the child's to the parent", async () => {
    await expect(refusal(validateBody(NamedRequestDto, { name: 'Ada' }))).resolves.toBeNull();

    class CodedRequestDto extends NamedRequestDto {
      @Matches(/^[A-Z]{3}$/, { message: 'field.invalid' })
      code!: string;
    }

    await expect(refusal(validateBody(CodedRequestDto, { name: '', code: 'ABC' }))).resolves.toBe('name');
    await expect(refusal(validateBody(CodedRequestDto, { name: 'Ada', code: 'abc' }))).resolves.toBe('code');
    await expect(refusal(validateBody(CodedRequestDto, { name: 'Ada', code: 'ABC' }))).resolves.toBeNull();
    // The parent, checked again after the child was defined, still ignores (and drops) `code`.
    await expect(validateBody(NamedRequestDto, { name: 'Ada', code: 'abc' })).resolves.toEqual(Object.assign(new NamedRequestDto(), { name: 'Ada' }));
  });
});
