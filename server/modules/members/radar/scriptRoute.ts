// GET /radar.js: the visitors' script (shared/domain/members/radarScript.ts) for any site template
// and the console's own public pages. Built once with the beacon's address; cached by browsers for
// five minutes (a changed script reaches visitors soon, a busy site does not ask on every page).
import { RADAR_SCRIPT_PATH, radarScript } from '../../../../shared/domain/members/radarScript';
import { urlOf } from '../../../core/http/register';
import type { RootRoute } from '../../../core/http/rootRoutes';
import { beaconRoute } from './beaconRoute';

let text: string | null = null;

export const radarScriptRoute: RootRoute = {
  url: RADAR_SCRIPT_PATH,
  async handler(_request, reply) {
    text ??= radarScript(urlOf(beaconRoute));
    return reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(text);
  },
};
