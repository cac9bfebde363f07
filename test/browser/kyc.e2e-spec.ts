import { staffMember } from '../support/funding';
import type { BrowserContext } from 'playwright-core';
import { openAsCustomer } from '../support/customer-page';
import { Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { documentPhoto } from '../support/test-image';
import { staffLogin } from '../support/staff-login';
import { browserSuite } from '../support/browser-suite';

/**
 * A customer verifies their identity in Thai on a phone: the form, three photos, the submission under
 * review; compliance approves it in the back office with the photos at full size; the customer's
 * status and limits change on the open screen without a reload.
 */
let platform: TestPlatform;
let browser: BrowserContext;

const TINTS: Record<string, [number, number, number]> = { front: [120, 160, 210], back: [150, 170, 150], handheld: [200, 160, 130] };
const photo = (role: string) => ({ name: `${role}.png`, mimeType: 'image/png', buffer: documentPhoto(480, 300, TINTS[role]) });

browserSuite((suite) => {
  ({ platform, browser } = suite);
});

const customerPage = (token: string) => openAsCustomer(browser, platform.url, token);

describe('identity verification in the browser', () => {
  it('submits primary verification in Thai with three photos; compliance approves it; the status and limits change live', async () => {
    const { token } = await new Client(platform.url).register('somchai.th@example.com');
    const page = await customerPage(token);
    await page.goto(`${platform.url}/sfyz`);
    await page.getByTestId('language-select').selectOption('ty');
    // Awaited in Thai: the tiers are drawn in English first, until the Thai texts have loaded.
    await page.getByTestId('kyc-tier-advanced').getByText('โปรดยืนยันตัวตนขั้นต้นก่อน').waitFor();
    expect(await page.getByTestId('kyc-level').getAttribute('data-level')).toBe('unverified');
    await page.getByTestId('kyc-start-primary').click();

    const form = page.getByTestId('kyc-form-primary');
    await form.waitFor();
    // Nothing filled in: each field says what it needs, in Thai, and nothing is sent.
    await page.getByTestId('kyc-submit').click();
    expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(5);
    await page.getByTestId('kyc-country').selectOption('TH');
    await page.getByTestId('kyc-realName').fill('สมชาย ใจดี');
    await page.getByTestId('kyc-documentNumber').fill('1103700012345');
    await page.getByTestId('kyc-bankName').fill('ธนาคารกสิกรไทย');
    await page.getByTestId('kyc-cardNumber').fill('4111111111111111');
    for (const role of ['front', 'back', 'handheld']) await page.getByTestId(`kyc-photo-${role}`).setInputFiles(photo(role));
    await page.getByTestId('kyc-photo-handheld-preview').waitFor();
    await shoot(page, 'customer-kyc-primary-th');
    await page.getByTestId('kyc-submit').click();
    await page.waitForURL(/\/sfyz$/);
    const primary = page.getByTestId('kyc-tier-primary');
    await primary.and(page.locator('[data-status="under_review"]')).waitFor();
    expect(await primary.getByTestId('kyc-tier-status').textContent()).toBe('อยู่ระหว่างตรวจสอบ');

    // Compliance: the queue, the submission with its photos, the approval.
    const staff = await browser.newPage();
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/kyc`);
    // The row opens the submission; the customer's name in it links to the customer instead.
    await staff.getByRole('row').filter({ hasText: 'somchai.th@example.com' }).getByTestId('kyc-status').click();
    await staff.getByTestId('kyc-details').waitFor();
    expect(await staff.getByTestId('kyc-details').textContent()).toContain('1103700012345');
    await staff.getByTestId('kyc-image').nth(2).locator('img').waitFor();
    await shoot(staff, 'backoffice-kyc-review');
    await staff.getByTestId('kyc-approve').click();
    await staff.getByTestId('kyc-decision-confirm').click();
    await staff.getByTestId('kyc-status').filter({ hasText: 'Approved' }).waitFor();
    await staff.close();

    // Back on the customer's open screen: approved, the level and its limits, without a reload.
    await primary.and(page.locator('[data-status="approved"]')).waitFor();
    await page.getByTestId('kyc-level').and(page.locator('[data-level="primary"]')).waitFor();
    expect(await page.getByTestId('kyc-level').textContent()).toContain('ยืนยันขั้นต้นแล้ว');
    expect(await page.locator('.kyc-limits__current').textContent()).toContain('100,000');
    await shoot(page, 'customer-kyc-status-th');
    await page.close();
  });

  it('takes the risk questionnaire in Korean: unanswered questions are marked, the profile and its caps follow', async () => {
    const { token } = await new Client(platform.url).register('risk.ko@example.com');
    const page = await customerPage(token);
    await page.goto(`${platform.url}/fengxian`);
    await page.getByTestId('language-select').selectOption('hy');
    await page.getByTestId('risk-profile').and(page.locator('[data-profile="not_assessed"]')).waitFor();
    await page.getByTestId('risk-take').click();
    await page.waitForURL(/\/questionnaire$/);
    await page.getByTestId('risk-submit').click();
    expect(await page.locator('fieldset[aria-invalid="true"]').count()).toBe(5);
    expect(await page.locator('fieldset[aria-invalid="true"]').first().textContent()).toContain('답을 선택해 주세요');
    // Speculation with leverage, the most return, 200,000-1,000,000, 300-1,000 trades, finance professional: 13 points.
    for (const [question, option] of [['accountPurpose', 6], ['investmentPurpose', 4], ['investmentAmount', 5], ['monthlyTrades', 3], ['occupation', 5]] as const) {
      await page.locator(`input[name="${question}"][value="${option}"]`).check();
    }
    await shoot(page, 'customer-risk-questionnaire-ko');
    await page.getByTestId('risk-submit').click();
    await page.waitForURL(/\/fengxian$/);
    await page.getByTestId('risk-profile').and(page.locator('[data-profile="aggressive"]')).waitFor();
    expect(await page.getByTestId('risk-profile').textContent()).toContain('공격형');
    expect(await page.locator('.kyc-limits__current').textContent()).toContain('500,000');
    await shoot(page, 'customer-risk-profile-ko');
    await page.close();
  });

  it('lets compliance raise a level’s daily withdrawals in the back office, with a reason', async () => {
    const staff = await browser.newPage();
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/verification-limits/current`);
    const unverified = staff.locator('input[name="limits.0.withdrawPerDay"]');
    await unverified.waitFor();
    expect(await unverified.inputValue()).toBe('20000');
    await unverified.fill('30000');
    await staff.locator('textarea[name="reason"]').first().fill('Q4 review: unverified customers may withdraw more');
    await shoot(staff, 'backoffice-verification-limits');
    await staff.getByRole('button', { name: 'Save' }).click();
    const api = new Client(platform.url);
    const published = async () => (await (await fetch(`${platform.url}/api/v1/kyc/limits`)).json()) as { data: { items: { level: string; withdrawPerDay: string }[] } };
    const admin = await api.staffToken();
    // A higher limit waits for a second compliance or admin member, who confirms it on the Proposals page.
    const pending = await eventually(async () => {
      const list = await api.admin<{ data: { id: string; status: string }[] }>('GET', '/proposals/kyc?status=pending', admin);
      expect(list.body.data).toHaveLength(1);
      return list.body.data[0]!;
    });
    expect((await published()).data.items[0]!.withdrawPerDay).toBe('20000');
    const officer2 = await staffMember(api, 'officer2@browser.test', ['compliance']);
    expect((await api.admin('POST', `/proposals/kyc/${pending.id}/confirm`, officer2, {})).status).toBe(201);
    await eventually(async () => expect((await published()).data.items[0]!.withdrawPerDay).toBe('30000'));
    const current = await api.admin<{ data: { changedBy: string; reason: string } }>('GET', '/verification-limits/current', admin);
    expect(current.body.data.reason).toBe('Q4 review: unverified customers may withdraw more');
    await staff.close();
  });
});
