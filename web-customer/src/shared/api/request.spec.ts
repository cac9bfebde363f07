import { buildFetchArgs } from './request';

const common = { lang: 'jp', rtoken: 'abc123XYZ', token: 'tok' };

describe('buildFetchArgs (SPEC section 7)', () => {
  it('puts lang, rtoken and token in the query of a GET, leaving out empty parameters', () => {
    const { url, init } = buildFetchArgs({ url: 'web/getCode', params: { type: 'email', account: 'a@b.co', area_code: undefined } }, common);
    expect(init.method).toBe('GET');
    const query = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/web/getCode?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({ type: 'email', account: 'a@b.co', lang: 'jp', rtoken: 'abc123XYZ', token: 'tok' });
  });

  it('puts them in the JSON body of a POST', () => {
    const { url, init } = buildFetchArgs({ url: '/web/userLogin', method: 'POST', body: { account: 'a', password: 'p' } }, common);
    expect(url).toBe('/web/userLogin');
    expect(JSON.parse(String(init.body))).toEqual({ account: 'a', password: 'p', lang: 'jp', rtoken: 'abc123XYZ', token: 'tok' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});

describe('buildFetchArgs for the REST money calls (docs/api.md, Funding)', () => {
  it('sends the Idempotency-Key header instead of an rtoken, which the server would prefer', () => {
    const { init } = buildFetchArgs({ url: 'api/v1/transfers', method: 'POST', body: { amount: '1.5' }, idempotencyKey: 'key-1234567' }, common);
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'key-1234567' });
    expect(JSON.parse(String(init.body))).toEqual({ amount: '1.5', lang: 'jp', token: 'tok' });
  });

  it('sends a multipart body untouched, with the token as a bearer header and lang in the query', () => {
    const form = new FormData();
    form.append('amount', '10');
    const { url, init } = buildFetchArgs({ url: 'api/v1/deposits', method: 'POST', body: form, idempotencyKey: 'key-1234567' }, common);
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: 'application/json', 'Idempotency-Key': 'key-1234567', Authorization: 'Bearer tok' });
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({ lang: 'jp' });
  });

  it('puts the common fields of a DELETE in its query', () => {
    const { url, init } = buildFetchArgs({ url: 'api/v1/addresses/a1', method: 'DELETE', idempotencyKey: 'key-1234567' }, common);
    expect(init.method).toBe('DELETE');
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({ lang: 'jp', token: 'tok' });
  });
});
