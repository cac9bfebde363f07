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
