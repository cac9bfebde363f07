import { takeFirstData } from './first-data';

// The unit project runs in node: a bare `window` object stands in for the page's.
const page = globalThis as unknown as { window: { __meridianFirstData?: { path: string; lang: string; response: Promise<Response> }[] } };

describe('the first screen’s early answers', () => {
  const answer = Promise.resolve(new Response('{}'));
  beforeEach(() => {
    page.window = { __meridianFirstData: [{ path: '/api/v1/spot/markets', lang: 'ty', response: answer }] };
  });

  it('go to the first GET of the same path in the same language, once', () => {
    expect(takeFirstData({ url: 'api/v1/spot/markets' }, 'ty')).toBe(answer);
    expect(takeFirstData({ url: 'api/v1/spot/markets' }, 'ty')).toBeNull();
  });

  it('are not taken by another language, another path, a request with parameters or a write', () => {
    expect(takeFirstData({ url: 'api/v1/spot/markets' }, 'en')).toBeNull();
    expect(takeFirstData({ url: 'api/v1/markets' }, 'ty')).toBeNull();
    expect(takeFirstData({ url: 'api/v1/spot/markets', params: { limit: 5 } }, 'ty')).toBeNull();
    expect(takeFirstData({ url: 'api/v1/spot/markets', method: 'POST', body: {} }, 'ty')).toBeNull();
    expect(takeFirstData({ url: 'api/v1/spot/markets' }, 'ty')).toBe(answer);
  });

  it('are nothing when the first-screen script did not run', () => {
    page.window = {};
    expect(takeFirstData({ url: 'api/v1/spot/markets' }, 'ty')).toBeNull();
  });
});
