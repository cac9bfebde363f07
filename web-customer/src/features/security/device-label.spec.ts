import { deviceLabel } from './device-label';

describe('naming a device from its User-Agent', () => {
  it('names the browser and the system people know', () => {
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({
      browser: 'Safari',
      system: 'iPhone',
    });
    expect(
      deviceLabel('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 EdgA/131.0'),
    ).toEqual({ browser: 'Edge', system: 'Android' });
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0')).toEqual({
      browser: 'Firefox',
      system: 'macOS',
    });
  });

  it('says nothing it cannot tell', () => {
    expect(deviceLabel('curl/8.5.0')).toEqual({ browser: null, system: null });
  });
});
