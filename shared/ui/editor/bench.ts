// Helpers for a browser bench of the editor (not part of the app bundle: nothing imports this).
//
// Target (brief): typing in a ~36,000-character article stays ≤ 50 ms per keypress.
// Recipe with Playwright (test/bench, real build, real Chromium):
//
//   import { benchArticleHtml, startKeypressProbe, readKeypressProbe } from '../../shared/ui/editor/bench';
//   // 1. save an article whose content is benchArticleHtml() through the API, open its edit page
//   // 2. wait for '[data-slate-editor]' and '.w-e-bar-item', click at the end of the text
//   await page.evaluate(startKeypressProbe);
//   for (const ch of 'abcdefghijklmnopqrstuvwxyz0123456789') await page.keyboard.type(ch, { delay: 30 });
//   await page.waitForTimeout(500);
//   const stats = await page.evaluate(readKeypressProbe); // { count, median, p95, max } in ms
//
// A sample is the time from a keydown on the editing area to the first task after the next frame
// (input handling, wangEditor's update, layout and paint) — what a typist feels. Both probe
// functions are self-contained (no imports or closures) because Playwright sends their source.

/** Article HTML of about `chars` characters of text, in paragraphs with some markup. */
export function benchArticleHtml(chars = 36_000): string {
  const sentence = '网站建设需要清晰的结构与可靠的内容管理，编辑器应当在长文中保持流畅。';
  const perParagraph = sentence.repeat(6);
  const paragraphs: string[] = [];
  let total = 0;
  for (let i = 1; total < chars; i += 1) {
    const strong = `第${i}段`;
    paragraphs.push(`<p>${perParagraph}<strong>${strong}</strong></p>`);
    total += perParagraph.length + strong.length;
  }
  return paragraphs.join('');
}

export interface KeypressStats {
  count: number;
  median: number;
  p95: number;
  max: number;
}

/** Run in the page (page.evaluate) before typing. */
export function startKeypressProbe(): void {
  const host = window as unknown as { __rteKeypressProbe?: { samples: number[] } };
  const probe = { samples: [] as number[] };
  host.__rteKeypressProbe = probe;
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as Element | null;
      if (!target || typeof target.closest !== 'function' || !target.closest('[data-slate-editor]')) return;
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        setTimeout(() => probe.samples.push(performance.now() - start), 0);
      });
    },
    true,
  );
}

/** Run in the page (page.evaluate) after typing. */
export function readKeypressProbe(): KeypressStats {
  const host = window as unknown as { __rteKeypressProbe?: { samples: number[] } };
  const samples = [...(host.__rteKeypressProbe?.samples ?? [])].sort((a, b) => a - b);
  const at = (q: number) => (samples.length ? samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] : 0);
  return { count: samples.length, median: at(0.5), p95: at(0.95), max: samples.length ? samples[samples.length - 1] : 0 };
}
