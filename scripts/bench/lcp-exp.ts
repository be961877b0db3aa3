import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startPreview } from './preview-process';

const src = readFileSync(new URL('dist/terms-of-service/index.html', root), 'utf8');
const variants: Record<string, string> = {
  full: src,
  noStyle: src.replace(/<style>[\s\S]*?<\/style>/g, ''),
  noScript: src.replace(/<script\b[\s\S]*?<\/script>/g, ''),
  neither: src.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/<script\b[\s\S]*?<\/script>/g, ''),
  yard: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Yardstick"><link rel="icon" href="/favicon.svg"><title>Yardstick</title></head><body><main><h1>A bare static page</h1>${'<p>Psychology graduates bring an understanding of people to sales, business development and marketing.</p>'.repeat(20)}</main></body></html>`,
};
for (const [name, html] of Object.entries(variants)) {
  mkdirSync(new URL(`dist/exp-${name}/`, root), { recursive: true });
  writeFileSync(new URL(`dist/exp-${name}/index.html`, root), html);
  console.log(name, html.length);
}
const preview = await startPreview();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
try {
  for (let run = 0; run < 2; run++) {
    for (const name of Object.keys(variants)) {
      const r = await lighthouse(`${preview.base}/exp-${name}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const a = r!.lhr.audits;
      const reqs = (a['network-requests'].details as any).items.map((i: any) => `${i.resourceType}:${i.transferSize}`).join(' ');
      console.log(name, 'LCP', Math.round(a['largest-contentful-paint'].numericValue!), 'FCP', Math.round(a['first-contentful-paint'].numericValue!), reqs);
    }
  }
} finally {
  chrome.kill();
  await preview.stop();
  for (const name of Object.keys(variants)) rmSync(new URL(`dist/exp-${name}/`, root), { recursive: true, force: true });
}
