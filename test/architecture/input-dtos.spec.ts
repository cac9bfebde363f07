import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function controllers(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : controllers(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

/** Every `@Body()` and `@Query()` parameter of a controller: its declared type. */
function inputsOf(source: string): { decorator: string; type: string }[] {
  const found: { decorator: string; type: string }[] = [];
  for (const match of source.matchAll(/@(Body|Query)\(([^)]*)\)\s+(?:\{[^}]*\}|\w+)\??\s*:\s*([^,)=]+)/g)) {
    found.push({ decorator: `@${match[1]}(${match[2]})`, type: match[3]!.trim() });
  }
  return found;
}

describe('request input', () => {
  const files = controllers(join(ROOT, 'services'));

  it('finds the controllers of every service', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))('%s takes every body and query as a class-validator DTO', (_, file) => {
    const source = readFileSync(file, 'utf8');
    for (const input of inputsOf(source)) {
      // A whole body or query, typed by a class whose name says what it is: the pipe validates it and
      // the OpenAPI document describes it. A single named field (@Query('x')) or an inline type is neither.
      expect({ ...input, ok: input.decorator.endsWith('()') && /^[A-Z]\w*(Dto|Body|Query)$/.test(input.type) }).toEqual({ ...input, ok: true });
    }
  });

  it('would catch an inline type or a single named field', () => {
    expect(inputsOf("x(@Query('limit') limit?: string) {}")).toEqual([{ decorator: "@Query('limit')", type: 'string' }]);
    expect(inputsOf('x(@Body() body: Record<string, string>) {}')).toEqual([{ decorator: '@Body()', type: 'Record<string' }]);
  });
});
