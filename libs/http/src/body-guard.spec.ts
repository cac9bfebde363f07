import { assertJsonShape, hasNulInTarget, MAX_JSON_DEPTH } from './body-guard';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('the JSON shape check on raw bytes', () => {
  it('lets ordinary bodies through, brackets inside strings included', () => {
    expect(() => assertJsonShape(bytes('{"a":[1,{"b":"[[[[{{{{"}],"c":"\\\\\\"]"}'))).not.toThrow();
    expect(() => assertJsonShape(bytes(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`))).not.toThrow();
  });

  it('refuses nesting deeper than the limit before anything parses it', () => {
    expect(() => assertJsonShape(bytes(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`))).toThrow(expect.objectContaining({ status: 400, type: 'entity.too.deep' }));
    expect(() => assertJsonShape(bytes('['.repeat(5000)))).toThrow(expect.objectContaining({ type: 'entity.too.deep' }));
  });

  it('refuses an escaped NUL, which no text column can hold', () => {
    expect(() => assertJsonShape(bytes('{"a":"x\\u0000y"}'))).toThrow(expect.objectContaining({ type: 'entity.nul.char' }));
    expect(() => assertJsonShape(bytes('{"a":"x\\\\u0000y"}'))).not.toThrow();
    expect(hasNulInTarget('/api/v1/x/%00')).toBe(true);
    expect(hasNulInTarget('/api/v1/x?a=b')).toBe(false);
  });
});
