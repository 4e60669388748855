// Routes at the root of a site's own address, outside /api: what a search engine fetches from a
// bound domain (robots.txt, sitemap.xml). Always public (no token), GET only (HEAD answered too),
// and answered in plain text or XML, never the envelope. Registered before the console's static
// files and its SPA fallback, so these exact paths are never shadowed by index.html.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './routeDef';

export interface RootRoute {
  /** A path at the root, e.g. '/robots.txt'; find-my-way syntax (a regex parameter is allowed). */
  url: string;
  handler(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<unknown>;
}

export function registerRootRoutes(app: FastifyInstance, routes: readonly RootRoute[], deps: AppDeps): void {
  for (const def of routes) {
    app.route({ method: 'GET', url: def.url, handler: (request, reply) => def.handler(request, reply, deps) });
  }
}
