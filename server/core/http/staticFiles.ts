// Serves the built console: hashed files under /assets/ are cached for a year (their names change
// when their content does); index.html is revalidated every time so a deploy is picked up at once.
// Any other GET that is not a file and not under /api/ is a console route: it gets index.html,
// with the page data (facts the first screen would otherwise have to ask for) written into it.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../shared/domain/messages';
import { PAGE_DATA_ID, type PageData } from '../../../shared/domain/api/pageData';
import { fail } from './envelope';

const LONG_CACHE = 'public, max-age=31536000, immutable';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** A path whose last segment has an extension, or anything under /assets/, names a file. */
function looksLikeFile(pathname: string): boolean {
  if (pathname.startsWith('/assets/')) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** Data for the console's first screen; from configuration and the request's host only, never a session. */
export type PageDataOf = (request: FastifyRequest) => PageData;

/**
 * JSON that is safe inside <script type="application/json">: no "<" (so no "</script>" or
 * "<!--"), no ">" or "&", no line separators. A data block is never run, so the CSP allows it.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function withPageData(html: string, data: PageData): string {
  const block = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;
  const head = html.indexOf('</head>');
  return head >= 0 ? html.slice(0, head) + block + html.slice(head) : block + html;
}

export async function registerStatic(app: FastifyInstance, staticDir: string, pageData?: PageDataOf): Promise<boolean> {
  const enabled = fs.existsSync(path.join(staticDir, 'index.html'));
  if (enabled) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      // The build writes .br and .gz beside each asset; the smallest the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(staticDir, filePath).split(path.sep).join('/');
        res.header('Cache-Control', rel.startsWith('assets/') ? LONG_CACHE : 'no-cache');
      },
    });
  }

  const sendConsolePage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    if (!pageData) return reply.sendFile('index.html');
    // Read each time, as sendFile would: a rebuild (npm run dev) is served at once.
    const html = await fs.promises.readFile(path.join(staticDir, 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(withPageData(html, pageData(request)));
  };
  // "/" is a console route like any other (the static plugin would send the bare file).
  if (enabled) app.get('/', sendConsolePage);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (isApiPath(pathname)) return reply.code(404).send(fail(404, MSG.notFound));
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (enabled && isRead && !looksLikeFile(pathname)) return sendConsolePage(request, reply);
    const text = enabled ? '页面不存在' : '控制台尚未构建：请先运行 npm run build（或使用 npm start）';
    return reply.code(404).type('text/plain; charset=utf-8').send(text);
  });
  return enabled;
}
