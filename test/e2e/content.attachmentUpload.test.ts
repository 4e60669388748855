// 上传文件 for a download article in the browser (issue 17 item 10): a small PDF goes through the
// upload host (file/cos/auth → file/upload → file/cos/finish) from the edit page, 下载文件 and
// 文件名称 fill in, the article saves, and after a reload the attachment is still there; its link —
// as a visitor's download answers it — gives back exactly the bytes that were uploaded.
import { API } from '../../shared/domain';
import { endpointPath } from '../../shared/domain/api/endpoint';
import { API_BASE, SERVICE_PREFIXES } from '../../shared/domain/api/services';
import { SITE } from '../../server/core/db/seedData';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

it('uploads a PDF as a download article’s attachment; saved, reopened and downloadable', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/zhContent/add?type=4`);
  const title = `附件上传 ${Date.now()}`;
  await page.getByLabel('标题', { exact: true }).fill(title);

  const upload = page.getByTestId('attachment-upload');
  await upload.getByRole('button', { name: '上传文件' }).waitFor();
  await upload.locator('input[type="file"]').setInputFiles({ name: '产品手册.pdf', mimeType: 'application/pdf', buffer: PDF });
  const address = page.getByLabel('下载文件', { exact: true });
  await page.waitForFunction((el) => (el as HTMLInputElement).value !== '', await address.elementHandle());
  const url = await address.inputValue();
  expect(url).toMatch(/^\/.*file\/view\?key=/);
  expect(await page.getByLabel('文件名称', { exact: true }).inputValue()).toBe('产品手册.pdf');

  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.waitForURL(/\/zhContent\/add\?type=4&id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.reload();
  await page.getByLabel('标题', { exact: true }).and(page.locator(`[value="${title}"]`)).waitFor();
  expect(await page.getByLabel('下载文件', { exact: true }).inputValue()).toBe(url);
  expect(await page.getByLabel('文件名称', { exact: true }).inputValue()).toBe('产品手册.pdf');

  // A visitor's download: the site's public answer names the link, and the link gives the bytes.
  const answer = await page.request.get(`${stack.baseUrl}${API_BASE}${endpointPath(API.articlePublicDownload, SERVICE_PREFIXES)}?siteId=${SITE.corporate}&id=${id}`);
  const link = (await answer.json()).data as { url: string; name: string };
  expect(link).toEqual({ url, name: '产品手册.pdf' });
  const file = await page.request.get(`${stack.baseUrl}${link.url}`);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
  await context.close();
});

it('a file the upload host refuses shows its reason and fills nothing', async () => {
  const { page, context } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/zhContent/add?type=4`);
  const upload = page.getByTestId('attachment-upload');
  await upload.getByRole('button', { name: '上传文件' }).waitFor();
  // Declared a PDF, but not one: the server's check of the content refuses it at finish.
  await upload.locator('input[type="file"]').setInputFiles({ name: '假文件.pdf', mimeType: 'application/pdf', buffer: Buffer.from('这不是PDF文件') });
  expect(await page.getByTestId('attachment-error').innerText()).toBe('文件内容与声明的类型不符');
  expect(await page.getByLabel('下载文件', { exact: true }).inputValue()).toBe('');
  await context.close();
});
