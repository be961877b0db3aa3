import type { LaunchOptions as PlaywrightLaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, started with the flags this machine needs (no network beyond loopback). `scrollbars`
 * keeps the classic scrollbars that take room from the page (a desktop on Windows or Linux), which
 * Playwright hides by default.
 */
export interface LaunchOptions {
  scrollbars?: boolean;
}

/** Playwright's options to start that Chromium (the global setup's shared one, or a file's own: browser.ts). */
export function chromiumLaunchOptions(options: LaunchOptions = {}): PlaywrightLaunchOptions {
  return {
    ignoreDefaultArgs: options.scrollbars ? ['--hide-scrollbars'] : undefined,
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  };
}
