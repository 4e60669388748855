// loadRadarBeacon, what the console's own public pages call: one /radar.js script tag for the
// page's site, however often it is called; nothing for an id that is not a site id.
import { loadRadarBeacon } from '../../../../plugins/members/radar/beacon';

afterEach(() => {
  document.querySelectorAll('script').forEach((s) => s.remove());
});

it('adds /radar.js once, naming the site', () => {
  loadRadarBeacon(1001);
  loadRadarBeacon(1001);
  const scripts = document.querySelectorAll('script[src="/radar.js"]');
  expect(scripts).toHaveLength(1);
  expect((scripts[0] as HTMLScriptElement).dataset.site).toBe('1001');
  expect((scripts[0] as HTMLScriptElement).async).toBe(true);
});

it('ignores what is not a site id', () => {
  for (const bad of [Number.NaN, '1001"><img>', '', -1, 1.5]) loadRadarBeacon(bad as number);
  expect(document.querySelectorAll('script')).toHaveLength(0);
});
