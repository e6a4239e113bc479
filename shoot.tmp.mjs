import { chromium } from '@playwright/test';
const [,, url, prefix, width, segment, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, deviceScaleFactor: 1 });
await page.goto(url, { waitUntil: 'networkidle' });
if (action === 'calc') {
  await page.getByLabel('Current annual maintenance fee (USD)').fill('1000');
  await page.getByRole('button', { name: 'Calculate' }).click();
}
await page.waitForTimeout(500);
const total = await page.evaluate(() => document.documentElement.scrollHeight);
const seg = Number(segment);
let i = 0;
for (let y = 0; y < total; y += seg, i++) {
  await page.screenshot({ path: `${prefix}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(seg, total - y) } });
}
console.log(total, i);
await browser.close();
