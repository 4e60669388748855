// The sitemap as an operator and a crawler meet it: 立即生成 on the sitemap page, the count read on
// screen when the task has ended, then /sitemap.xml and /robots.txt fetched from the server with the
// bound domain as Host — the same count of addresses, on that host — and a plain 404 for any other host.
import http from 'node:http';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** GET on the running server with our own Host header (a browser cannot set it). */
function fetchAs(host: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(path, stack.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: url.hostname, port: url.port, path, method: 'GET', headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('generates the sitemap in the console and serves it to the bound domain', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/seoSetting/sitemap`);
  await page.getByTestId('sitemap-addresses').getByText('https://www.demo-site.cn/sitemap.xml').waitFor();
  expect(await page.getByTestId('sitemap-count').innerText()).toBe('0');

  await page.getByRole('button', { name: '立即生成' }).click();
  await page.getByText(/网站地图已生成，共 \d+ 个地址/).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="sitemap-count"]')?.textContent !== '0');
  const count = Number(await page.getByTestId('sitemap-count').innerText());
  expect(count).toBeGreaterThan(6);
  expect(await page.getByTestId('sitemap-excluded').innerText()).toBe('0 个地址未写入');
  expect(await page.getByTestId('sitemap-files').innerText()).toContain(`sitemap.xml ${count} 个地址`);

  const xml = await fetchAs('www.demo-site.cn', '/sitemap.xml');
  expect(xml.status).toBe(200);
  expect(xml.type).toMatch(/^application\/xml/);
  const locs = [...xml.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toHaveLength(count);
  expect(locs.every((u) => u.startsWith('https://www.demo-site.cn/'))).toBe(true);

  const robots = await fetchAs('www.demo-site.cn', '/robots.txt');
  expect(robots.body).toContain('Sitemap: https://www.demo-site.cn/sitemap.xml');
  const other = await fetchAs('unknown.example.com', '/sitemap.xml');
  expect(other.status).toBe(404);
  expect(other.body).not.toContain('<html');

  // The robots.txt page names where it is served.
  await page.goto(`${stack.baseUrl}/seoSetting/robotsTxtProtocol`);
  await page.getByTestId('robots-addresses').getByText('https://www.demo-site.cn/robots.txt').waitFor();
  await context.close();
});
