import { chromium } from 'playwright-core';
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const p = await b.newPage();
  p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
  p.on('requestfailed', (r) => console.log('failed', r.url()));
  await p.addInitScript(() => localStorage.setItem('languagePopupDone', 'true'));
  await p.goto('http://127.0.0.1:8080/', { waitUntil: 'networkidle' });
  console.log(await p.locator('#single-spa-outlet').innerHTML().catch(() => 'none'));
  await b.close();
})();
