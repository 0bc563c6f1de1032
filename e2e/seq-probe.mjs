import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--disable-background-networking','--disable-component-update','--disable-sync'] });
const pause = Number(process.env.PAUSE || 0);
async function load(path, leaveAtFcp) {
  const ctx = await browser.newContext(); const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:9080' + path, { waitUntil: leaveAtFcp ? 'commit' : 'load' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'));
  const t = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return [n.requestStart, n.responseStart].map(Math.round); });
  await ctx.close();
  return t;
}
const out = [];
for (let i = 0; i < 10; i++) { await load('/', true); if (pause) await new Promise(r => setTimeout(r, pause)); out.push((await load('/products', true)).join('/')); }
console.log(`pause ${pause}:`, out.join('  '));
await browser.close();
