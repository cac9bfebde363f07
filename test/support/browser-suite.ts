import type { BrowserContext } from 'playwright-core';
import { launchChromium } from './chromium';
import { startTestPlatform, type TestPlatform } from './platform-harness';

export interface Viewport {
  width: number;
  height: number;
}

/** A phone-sized window: the customer app is built for these first. */
export const PHONE: Viewport = { width: 390, height: 844 };
/** A desktop window: the back office, and the customer app's wide layout. */
export const DESKTOP: Viewport = { width: 1366, height: 860 };

export interface BrowserSuite {
  platform: TestPlatform;
  /** One Chromium window per viewport asked for, in that order; `browser` is the first. */
  browsers: BrowserContext[];
  browser: BrowserContext;
}

/**
 * A browser test file's platform and Chromium (one of each per file, as CI's budget wants): started
 * before the file's tests, `ready` then given them (to keep them in the file's variables and to set
 * the scene: a clock, a tick, seed data), and stopped after the tests, whatever failed.
 */
export function browserSuite(ready: (suite: BrowserSuite) => void | Promise<void>, options: { viewports?: Viewport[]; env?: Record<string, string> } = {}): void {
  let started: BrowserSuite | undefined;
  beforeAll(async () => {
    const platform = await startTestPlatform(options.env);
    const browsers: BrowserContext[] = [];
    started = {
      platform,
      browsers,
      get browser() {
        return browsers[0]!;
      },
    };
    for (const viewport of options.viewports ?? [PHONE]) browsers.push(await launchChromium(viewport));
    await ready(started);
  }, 300_000);
  afterAll(async () => {
    for (const browser of started?.browsers ?? []) await browser.close();
    await started?.platform.stop();
  });
}
