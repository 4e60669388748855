// Serves the built console: hashed files under /assets/ are cached for a year (their names change
// when their content does); index.html is revalidated every time so a deploy is picked up at once.
// Any other GET that is not a file and not under /api/ is a console route: it gets index.html.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../shared/domain/messages';
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

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const enabled = fs.existsSync(path.join(staticDir, 'index.html'));
  if (enabled) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      dotfiles: 'ignore',
      // The build writes .br and .gz beside each asset; the smallest the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(staticDir, filePath).split(path.sep).join('/');
        res.header('Cache-Control', rel.startsWith('assets/') ? LONG_CACHE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (isApiPath(pathname)) return reply.code(404).send(fail(404, MSG.notFound));
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (enabled && isRead && !looksLikeFile(pathname)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const text = enabled ? '页面不存在' : '控制台尚未构建：请先运行 npm run build（或使用 npm start）';
    return reply.code(404).type('text/plain; charset=utf-8').send(text);
  });
  return enabled;
}
