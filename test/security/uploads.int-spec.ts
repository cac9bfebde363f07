import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { call, createFinanceStaff, depositForm, openDepositChannel } from '../support/funding';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { createComplianceOfficers, testPhoto, verify } from '../support/verification';

/**
 * What a customer uploads is never what a browser is served: every image (avatar, deposit proof,
 * identity documents, loan documents) is decoded and encoded afresh. A JPEG-HTML polyglot is refused
 * or comes back as a clean image, a selfie's EXIF GPS position is gone from the served bytes, and the
 * original is kept apart only where an auditor needs it (identity documents, deposit proofs).
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A real JPEG carrying a GPS position and a camera maker in its EXIF. */
async function gpsJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '103/1 51/1 0/1' } })
    .toBuffer();
}

/** A JPEG start, an HTML script and a JPEG end: looks like a JPEG to a check of the first and last bytes. */
function crudePolyglot(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT), Buffer.from([0xff, 0xd9])]);
}

/** A decodable JPEG with the script in a comment segment after its start and again after its end (then FF D9 once more). */
async function decodablePolyglot(): Promise<Buffer> {
  const jpeg = await gpsJpeg();
  const comment = Buffer.from(SCRIPT);
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
  return Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2), Buffer.from(SCRIPT), Buffer.from([0xff, 0xd9])]);
}

/** A PNG with HTML appended after its IEND chunk. */
function pngWithTail(): Buffer {
  return Buffer.concat([Buffer.from(testPhotoBytes()), Buffer.from(SCRIPT)]);
}
function testPhotoBytes(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
}

const blob = (bytes: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

/** What a browser is served: a clean image of the declared type, nothing of the script or the EXIF. */
async function expectClean(res: Response, mime: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain(mime);
  const served = Buffer.from(await res.arrayBuffer());
  expect(served.includes('<script')).toBe(false);
  expect(served.includes('<html')).toBe(false);
  expect(served.includes('Exif')).toBe(false);
  expect(served.includes('SpyCam')).toBe(false);
  const meta = await sharp(served).metadata();
  expect(meta.format).toBe(mime === 'image/jpeg' ? 'jpeg' : 'png');
  expect(meta.exif).toBeUndefined();
  // Nothing after the image's own end.
  if (mime === 'image/jpeg') expect(served.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  else expect(served.subarray(-8, -4).toString('latin1')).toBe('IEND');
  return served;
}

async function originalsOf(customerId: string): Promise<{ store: string; sha256: string }[]> {
  const { rows } = await platform.platform.database.pool.query<{ store: string; sha256: string }>('SELECT store, sha256 FROM upload_originals WHERE customer_id = $1 ORDER BY created_at', [customerId]);
  return rows;
}

const get = (path: string, token: string) => fetch(`${platform.url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  await createComplianceOfficers(api);
}, 60_000);
afterAll(() => platform.stop());

describe('uploaded images are served re-encoded', () => {
  it('avatar: a polyglot is refused, a decodable one and a GPS photo come back clean, a PNG loses its tail', async () => {
    const { token, user } = await api.register('upload-avatar@example.com');
    const send = (bytes: Buffer, type?: string) => {
      const form = new FormData();
      form.append('avatar', blob(bytes, type), 'me.jpg');
      return call(platform.url, token, 'POST', '/me/avatar', form);
    };
    const refused = await send(crudePolyglot());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only JPG, JPEG or PNG images are accepted');
    expect((await get('/me/avatar', token)).status).toBe(404);

    const polyglot = await send(await decodablePolyglot());
    if (polyglot.status === 200 || polyglot.status === 201) await expectClean(await get('/me/avatar', token), 'image/jpeg');
    else expect(polyglot.status).toBe(400);

    expect((await send(await gpsJpeg())).status).toBeLessThan(300);
    await expectClean(await get('/me/avatar', token), 'image/jpeg');
    expect((await send(pngWithTail(), 'image/png')).status).toBeLessThan(300);
    await expectClean(await get('/me/avatar', token), 'image/png');
    // An avatar is nobody's evidence: no original is kept.
    expect(await originalsOf(user.id)).toEqual([]);
  });

  it('deposit proof: polyglot refused, GPS gone from what finance and the customer see, original kept apart for audit', async () => {
    const { token, user } = await api.register('upload-deposit@example.com');
    const fields = { coin: 'USDT', chain: 'ERC20', amount: '25', tx_hash: '0xproof' };
    const refused = await call(platform.url, token, 'POST', '/deposits', depositForm(fields, crudePolyglot(), 'proof.jpg'));
    expect(refused.status).toBe(400);
    expect((await call(platform.url, token, 'GET', '/deposits')).body.data.items).toEqual([]);

    const original = await decodablePolyglot();
    const accepted = await call(platform.url, token, 'POST', '/deposits', depositForm(fields, original, 'proof.jpg'));
    if (accepted.status === 400) {
      // Refusing the decodable polyglot is as good as cleaning it; the GPS photo must still go through.
      const photo = await gpsJpeg();
      const again = await call(platform.url, token, 'POST', '/deposits', depositForm(fields, photo, 'proof.jpg'));
      expect(again.status).toBe(201);
      await expectClean(await get(`/deposits/${again.body.data.id}/proof`, token), 'image/jpeg');
      expect((await originalsOf(user.id)).map((row) => row.sha256)).toEqual([sha(photo)]);
      return;
    }
    expect(accepted.status).toBe(201);
    const id = accepted.body.data.id as string;
    const served = await expectClean(await get(`/deposits/${id}/proof`, token), 'image/jpeg');
    const staffServed = await expectClean(await fetch(`${platform.url}/api/v1/admin/deposits/${id}/proof`, { headers: { authorization: `Bearer ${staff.fin1}` } }), 'image/jpeg');
    expect(staffServed).toEqual(served);
    expect(await originalsOf(user.id)).toEqual([{ store: 'deposit_proofs', sha256: sha(original) }]);
  });

  it('KYC documents: polyglot refused, GPS gone from the served selfie, originals kept apart for audit', async () => {
    const { token, user } = await api.register('upload-kyc@example.com');
    const form = (handheld: Buffer) => {
      const f = new FormData();
      for (const [name, value] of Object.entries({ country: 'SG', documentType: '2', bankName: 'DBS', cardNumber: '4111111111111111', realName: 'Kim Upload', documentNumber: 'U7654321' })) f.append(name, value);
      f.append('front', testPhoto(), 'front.png');
      f.append('back', testPhoto(), 'back.png');
      f.append('handheld', blob(handheld), 'selfie.jpg');
      return f;
    };
    const refused = await call(platform.url, token, 'POST', '/kyc/primary', form(crudePolyglot()));
    expect(refused.status).toBe(400);
    expect(await originalsOf(user.id)).toEqual([]);

    const selfie = await gpsJpeg();
    expect((await call(platform.url, token, 'POST', '/kyc/primary', form(selfie))).status).toBeLessThan(300);
    const status = (await call(platform.url, token, 'GET', '/kyc')).body.data;
    const ids = [...JSON.stringify(status).matchAll(/"imageId":"([0-9a-f-]{36})"/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(3);
    const served = await Promise.all(ids.map(async (id) => Buffer.from(await (await get(`/kyc/images/${id}`, token)).arrayBuffer())));
    const selfieServed = served.find((bytes) => bytes[0] === 0xff && bytes[1] === 0xd8)!;
    expect(selfieServed).toBeDefined();
    await expectClean(await get(`/kyc/images/${ids[served.indexOf(selfieServed)]}`, token), 'image/jpeg');
    const compliance = await api.staffToken('officer.a@verify.test', 'officer-pass-1');
    await expectClean(await fetch(`${platform.url}/api/v1/admin/kyc/images/${ids[served.indexOf(selfieServed)]}`, { headers: { authorization: `Bearer ${compliance}` } }), 'image/jpeg');
    const originals = await originalsOf(user.id);
    expect(originals).toHaveLength(3);
    expect(originals.map((row) => row.store)).toEqual(['kyc_images', 'kyc_images', 'kyc_images']);
    expect(originals.map((row) => row.sha256)).toContain(sha(selfie));
  });

  it('loan documents: polyglot refused, GPS gone from the served document', async () => {
    const { token, user } = await api.register('upload-loan@example.com');
    await verify(api, platform.url, token, user.id, 'advanced', { realName: 'Lee Upload', documentNumber: 'L1234567' });
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/credit')).body.data.tiers).toContain('advanced'));
    await api.admin('PUT', `/credit/${user.id}`, staff.fin1, { score, reason: 'Salary slips and bank statements checked' });
    const application = (idFront: Buffer) => {
      const f = new FormData();
      const values = { productId: 'loan-7d', amount: '1000', agreed: 'true', name: 'Lee Upload', country: 'SG', address: '1 Main St', birthDate: '1990-01-31', phone: '+6591234567', monthlyIncome: '6000' };
      for (const [name, value] of Object.entries(values)) f.append(name, value);
      f.append('idFront', blob(idFront), 'front.jpg');
      f.append('idBack', testPhoto(), 'back.png');
      return f;
    };
    const refused = await call(platform.url, token, 'POST', '/loans', application(crudePolyglot()));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only JPG, JPEG or PNG images are accepted');

    const created = await call(platform.url, token, 'POST', '/loans', application(await gpsJpeg()));
    expect(created.status).toBe(201);
    const detail = (await call(platform.url, token, 'GET', `/loans/${created.body.data.id}`)).body.data as { images: { imageId: string; role: string }[] };
    const front = detail.images.find((image) => image.role === 'idFront')!;
    await expectClean(await get(`/loans/images/${front.imageId}`, token), 'image/jpeg');
    await expectClean(await fetch(`${platform.url}/api/v1/admin/loans/images/${front.imageId}`, { headers: { authorization: `Bearer ${staff.fin1}` } }), 'image/jpeg');
  });
});

const score = 800;
