// The two first screens on a slow network (BENCH_ONLY=network, and part of the frontend run):
// Chromium with 100 ms added to every request and a bounded line (CDP network emulation), a fresh
// visitor opening the console's address until the login form is on screen, then Enter on that
// form until the home's numbers are on screen. Printed: both times next to their targets, the
// serial round trips on the way (the longest chain of requests each sent only after the previous
// one had finished) and every request with its start and end.
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { pad } from './run';

/** Added to every request by the emulation, and the line's throughput (a good 4G or cable line). */
export const LATENCY_MS = 100;
const DOWN_MBIT = 10;
const UP_MBIT = 5;

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface Timed {
  label: string;
  /** The file name under /assets/, if it is one. */
  asset?: string;
  /** Epoch ms: when the page asked for it, when it went on the wire, when its last byte arrived. */
  asked: number;
  sent: number;
  end: number;
  bytes: number;
}

/** Each request's depth: 1 + the deepest request that had finished before this one was sent. */
export function longestChain(requests: Timed[]): Timed[] {
  const sorted = [...requests].sort((a, b) => a.sent - b.sent);
  const best = new Map<Timed, Timed[]>();
  for (const r of sorted) {
    let chain: Timed[] = [];
    for (const q of sorted) {
      // 1 ms of slack: the browser's clock for "finished" and "sent" are not the same timer.
      if (q !== r && q.end <= r.sent + 1 && (best.get(q)?.length ?? 0) > chain.length) chain = best.get(q)!;
    }
    best.set(r, [...chain, r]);
  }
  let longest: Timed[] = [];
  for (const chain of best.values()) if (chain.length > longest.length) longest = chain;
  return longest;
}

function labelOf(request: Request, origin: string): string {
  const url = new URL(request.url());
  const path = url.origin === origin ? url.pathname : url.href;
  if (path.startsWith('/assets/')) return path.slice('/assets/'.length).replace(/\.[0-9a-f]{8}(?=\.js$|\.css$)/, '');
  return (path.startsWith('/api/app/') ? path.slice('/api/app/'.length) : path) + (request.method() === 'POST' ? ' (POST)' : '');
}

/** Every finished request of the page, with its timings and transferred bytes. */
export function recorder(page: Page, origin: string) {
  const done: Timed[] = [];
  page.on('requestfinished', (request) => {
    void (async () => {
      const timing = request.timing();
      const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
      const at = (offset: number) => (offset >= 0 ? timing.startTime + offset : timing.startTime);
      const { pathname } = new URL(request.url());
      done.push({
        label: labelOf(request, origin),
        asset: pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : undefined,
        asked: timing.startTime,
        sent: at(timing.requestStart),
        end: at(timing.responseEnd),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    })();
  });
  return done;
}

/** In the page: when (epoch ms, on the frame after it appeared) each milestone was first on screen. */
export function watchMilestones() {
  const marks: Record<string, number> = {};
  (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks = marks;
  const milestones: Record<string, () => boolean> = {
    loginForm: () => !!document.querySelector('form[aria-labelledby="login-title"] button[type="submit"]'),
    homeNumbers: () => !!document.querySelector('[data-testid="home-traffic"] .home-traffic-figures td') && !!document.querySelector('[data-testid="home-site-status"]'),
    chart: () => !!document.querySelector('[data-testid="line-chart"] canvas'),
  };
  const check = () => {
    for (const [name, seen] of Object.entries(milestones)) {
      if (marks[name] === undefined && seen()) {
        marks[name] = -1;
        requestAnimationFrame(() => (marks[name] = performance.timeOrigin + performance.now()));
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  // The main thread's long tasks (script evaluation, rendering): the time that is not the network's.
  const long: [number, number][] = [];
  (window as unknown as { __benchLong: [number, number][] }).__benchLong = long;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) long.push([performance.timeOrigin + entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && marks.enter === undefined) marks.enter = performance.timeOrigin + event.timeStamp;
  }, { capture: true });
}

interface Screen {
  ms: number;
  /** Of which the main thread was busy with long tasks (≥ 50 ms each). */
  busyMs: number;
  chain: Timed[];
  requests: Timed[];
  bytes: number;
}

function screenOf(requests: Timed[], long: [number, number][], from: number, to: number): Screen {
  const within = requests.filter((r) => r.asked >= from - 1 && r.end <= to);
  // The browser's own favicon request depends on nothing the console does.
  const chain = longestChain(within.filter((r) => !r.label.startsWith('/favicon')));
  const busyMs = long.reduce((sum, [start, duration]) => sum + Math.max(0, Math.min(to, start + duration) - Math.max(from, start)), 0);
  return { ms: to - from, busyMs, chain, requests: within.sort((a, b) => a.asked - b.asked), bytes: within.reduce((n, r) => n + r.bytes, 0) };
}

export async function markOf(page: Page, name: string): Promise<number> {
  await page.waitForFunction((n) => ((window as unknown as { __benchMarks: Record<string, number> }).__benchMarks[n] ?? -1) > 0, name, { timeout: 60_000 });
  return page.evaluate((n) => (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks[n], name);
}

export interface NetworkFigures {
  login: Screen;
  home: Screen;
  chartAfterNumbersMs: number;
  /** A signed-in operator opening the console afresh (a bookmark, a reload). */
  reopen: Screen;
}

const longTasksOf = (page: Page) => page.evaluate(() => (window as unknown as { __benchLong: [number, number][] }).__benchLong);

/** A page on the emulated line, its milestones watched and its requests recorded. */
async function slowPage(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: (DOWN_MBIT * 1_000_000) / 8,
    uploadThroughput: (UP_MBIT * 1_000_000) / 8,
  });
  await page.addInitScript(watchMilestones);
  return { page, requests: recorder(page, origin) };
}

/**
 * Opens the console's address as a fresh visitor and signs in as admin with Enter; then, in a
 * fresh browser with that session, opens the home page again.
 */
export async function measureNetwork(base: string): Promise<NetworkFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const origin = new URL(base).origin;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { page, requests } = await slowPage(context, origin);
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const loginAt = await markOf(page, 'loginForm');
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    await page.locator('#login-account').fill('admin');
    await page.locator('#login-password').fill('Admin@2026');
    // Let the login page's own late requests settle, so Enter starts from a quiet line.
    await page.waitForLoadState('networkidle');
    const loginRequests = [...requests];
    await page.locator('#login-password').press('Enter');
    const homeAt = await markOf(page, 'homeNumbers');
    const chartAt = await markOf(page, 'chart');
    const enterAt = await markOf(page, 'enter');
    await page.waitForLoadState('networkidle');
    const long = await longTasksOf(page);
    const cookies = await context.cookies();
    await context.close();

    const again = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await again.addCookies(cookies);
    const second = await slowPage(again, origin);
    await second.page.goto(`${base}/zhHome/index`, { waitUntil: 'commit' });
    const reopenedAt = await markOf(second.page, 'homeNumbers');
    const reopenStart = await second.page.evaluate(() => performance.timeOrigin);
    await second.page.waitForLoadState('networkidle');
    const reopenLong = await longTasksOf(second.page);
    await again.close();
    return {
      login: screenOf(loginRequests, long, navigationStart, loginAt),
      home: screenOf(requests.filter((r) => !loginRequests.includes(r)), long, enterAt, homeAt),
      chartAfterNumbersMs: chartAt - homeAt,
      reopen: screenOf(second.requests, reopenLong, reopenStart, reopenedAt),
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printScreen(title: string, screen: Screen, target: number | null) {
  console.log(`  ${pad(title, 36)}${pad(`${screen.ms.toFixed(0)} ms`, 10)}${target === null ? '' : `target ≤ ${target} ms; `}${screen.chain.length} serial round trips, ${screen.requests.length} requests, ${kb(screen.bytes)} transferred`);
  console.log(`    main thread busy ${screen.busyMs.toFixed(0)} ms of it (long tasks: evaluating scripts, rendering)`);
  console.log(`    critical chain: ${screen.chain.map((r) => r.label).join(' → ')}`);
  const origin = screen.requests.length ? Math.min(...screen.requests.map((r) => r.asked)) : 0;
  for (const r of screen.requests) {
    const mark = screen.chain.includes(r) ? '*' : ' ';
    console.log(`    ${mark} ${pad(`${(r.asked - origin).toFixed(0)} → ${(r.end - origin).toFixed(0)} ms`, 18)}${pad(kb(r.bytes), 10)}${r.label}`);
  }
}

export function printNetwork(figures: NetworkFigures, firstLoad?: { login: number; home: number }) {
  console.log(`Slow network (Chromium, CDP emulation: +${LATENCY_MS} ms per request, ${DOWN_MBIT} Mbit/s down, ${UP_MBIT} Mbit/s up, HTTP/1.1, empty cache)`);
  printScreen('login form visible after opening /', figures.login, 700);
  printScreen('home numbers visible after Enter', figures.home, 1500);
  const signIn = figures.home.requests.find((r) => r.label.startsWith('site-admin-api/admin/login '));
  if (signIn) console.log(`    of which the sign-in call ${(signIn.end - signIn.asked).toFixed(0)} ms (the server hashes the password: scrypt N = 2^17)`);
  console.log(`  ${pad('chart drawn after the numbers', 36)}${figures.chartAfterNumbersMs.toFixed(0)} ms later`);
  printScreen('home numbers, reopened with a session', figures.reopen, null);
  if (firstLoad) {
    console.log(`  first-load JavaScript (gzip): login ${kb(firstLoad.login)} (target ≤ 150 KB; ant-design-pro 645 KB), home ${kb(firstLoad.home)} (target ≤ 250 KB; ant-design-pro 966 KB)`);
  }
  console.log('  (* = on the critical chain; times from the first request of the screen)\n');
}
