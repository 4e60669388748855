// Public pictures and demo pages at the root (no token, like /uploads): a template's card pictures
// (/tpl-assets/<code>/pc.webp, mobile.webp), its demo page (/tpl-demo/<code>/pc.html, mobile.html:
// a small static page in its colours, sanitised — every text escaped, a CSP that runs nothing) and a
// built site's preview pictures (/site-preview/<site>/<token>-…png, named by an unguessable token).
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RootRoute } from '../../../core/http/rootRoutes';
import type { AppDeps } from '../../../core/http/routeDef';
import { templateByCode, type TemplateRow } from './cards';
import { cachedFile, drawWebp, sitePreviewFile, templatePictureFile } from './pictures';

const CODE = /^T\d{1,9}$/;
const PREVIEW = /^[0-9a-f]{32}-\d{1,10}-\d{1,10}-(pc|mobile)\.png$/;
const NOT_FOUND = '页面不存在';

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND);

type Params = { code?: string; file?: string; site?: string };

async function templateOf(request: FastifyRequest, deps: AppDeps): Promise<TemplateRow | undefined> {
  const code = (request.params as Params).code ?? '';
  return CODE.test(code) ? templateByCode(deps.db, code) : undefined;
}

function deviceOf(file: string | undefined, ext: string): 'pc' | 'mobile' | null {
  if (file === `pc.${ext}`) return 'pc';
  if (file === `mobile.${ext}`) return 'mobile';
  return null;
}

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const safeColour = (hex: string) => (/^#[0-9a-fA-F]{6}$/.test(hex) ? hex : '#1f6feb');

export function demoHtml(t: TemplateRow, device: 'pc' | 'mobile'): string {
  const accent = safeColour(t.accent);
  const name = escapeHtml(t.name);
  const width = device === 'pc' ? '1200px' : '100%';
  return `<!doctype html><html lang="${t.site_kind === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} · ${escapeHtml(t.code)}</title>
<style>body{margin:0;font-family:"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#333}
header{background:${accent};color:#fff;padding:16px 24px;display:flex;justify-content:space-between}
.wrap{max-width:${width};margin:0 auto}.banner{background:${accent};opacity:.85;color:#fff;text-align:center;padding:72px 16px}
.banner h1{margin:0 0 12px;font-size:32px}.cards{display:flex;flex-wrap:wrap;gap:16px;padding:24px}
.card{flex:1 1 240px;background:#fff;border-radius:6px;padding:16px;border-top:4px solid ${accent}}
footer{background:#2b2f36;color:#ccc;text-align:center;padding:16px;font-size:12px}</style></head>
<body><header><strong>${escapeHtml(t.code)}</strong><span>${escapeHtml(t.industry_name)} · ${escapeHtml(t.color_name)}</span></header>
<div class="banner"><h1>${name}</h1><p>${device === 'pc' ? '电脑版演示' : '手机版演示'}</p></div>
<div class="wrap"><div class="cards"><div class="card">关于我们</div><div class="card">产品中心</div><div class="card">新闻资讯</div></div></div>
<footer>模板演示页面 · ${escapeHtml(t.code)}</footer></body></html>`;
}

async function servePicture(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<unknown> {
  const device = deviceOf((request.params as Params).file, 'webp');
  const t = device ? await templateOf(request, deps) : undefined;
  if (!device || !t) return notFound(reply);
  const file = await cachedFile(templatePictureFile(deps.config.dataDir, t.code, device), () => drawWebp({
    title: t.name, subtitle: `${t.code} · ${t.industry_name}`, accent: t.accent,
  }, device));
  return reply.type('image/webp').header('Cache-Control', 'public, max-age=86400').header('X-Content-Type-Options', 'nosniff').send(fs.createReadStream(file));
}

async function serveDemo(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<unknown> {
  const device = deviceOf((request.params as Params).file, 'html');
  const t = device ? await templateOf(request, deps) : undefined;
  if (!device || !t) return notFound(reply);
  return reply.type('text/html; charset=utf-8').header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
    .send(demoHtml(t, device));
}

async function servePreview(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<unknown> {
  const { site, file } = request.params as Params;
  if (!site || !/^[1-9]\d{0,9}$/.test(site) || !file || !PREVIEW.test(file)) return notFound(reply);
  const full = sitePreviewFile(deps.config.dataDir, Number(site), file);
  if (!fs.existsSync(full)) return notFound(reply);
  return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').header('X-Content-Type-Options', 'nosniff').send(fs.createReadStream(full));
}

export const templateRootRoutes: RootRoute[] = [
  { url: '/tpl-assets/:code/:file', handler: servePicture },
  { url: '/tpl-demo/:code/:file', handler: serveDemo },
  { url: '/site-preview/:site/:file', handler: servePreview },
];
