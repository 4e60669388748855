// BENCH_ONLY=design, issue 15's targets for the shared design rules: the catalogues' weight (the
// design entry bundled with esbuild, minified and gzipped, beside 4 KB; the labelled catalogues
// alone beside it) and a style change's cost to reach CSS (sectionCss of all five sections after
// one field changed, median and p99 over many runs, beside the 16 ms frame budget). The second is
// the pure computation the preview runs on each edit; React's render of the frame is not in it.
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { defaultDecoration, FONT_SIZES, sectionCss, SITE_SECTIONS, type DecorationSections } from '../../shared/domain/design';

const ROOT = path.resolve(__dirname, '../..');
const RUNS = Number(process.env.BENCH_DESIGN_RUNS || 20_000);
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].length));

async function gzipOf(contents: string, label: string): Promise<{ raw: number; gzip: number }> {
  const out = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true, minify: true, format: 'esm', write: false, platform: 'browser', target: 'es2020', logLevel: 'silent',
  });
  const code = out.outputFiles[0].contents;
  if (!code.length) throw new Error(`${label}: empty bundle`);
  return { raw: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function reportDesign(): Promise<void> {
  console.log('Design catalogues and sectionCss (issue 15)');
  // Everything a page designer gets from the design entry (all its exports kept alive).
  const whole = await gzipOf("export * from './shared/domain/design';", 'design entry');
  const labels = await gzipOf("export { DESIGN_CATALOGUES, FONT_STACKS } from './shared/domain/design';", 'catalogues');
  const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
  console.log(`  ${pad('design entry, min+gzip', 34)}${kb(whole.gzip)} (raw ${kb(whole.raw)})   target ≤ 4 KB`);
  console.log(`  ${pad('labelled catalogues, min+gzip', 34)}${kb(labels.gzip)} (raw ${kb(labels.raw)})   target ≤ 4 KB`);

  // A style change: one section's field moves (colour, font size, tiling), then all five sections'
  // CSS is written again, as the preview and the stylesheet would.
  const sections: DecorationSections = defaultDecoration();
  for (const s of SITE_SECTIONS) {
    sections[s].background = { ...sections[s].background, type: 'color', image: `/uploads/1001/2026-11/${'ab'.repeat(16)}.png`, scale: 'scale_tiling', tile: 'img_top' };
    sections[s].border = { sides: ['top', 'bottom'], line: 'solid', width: 1, color: '#e5e5e5' };
    sections[s].text = { ...sections[s].text, font: 'microsoft_yahei', color: '#333333' };
  }
  const times: number[] = [];
  let sink = 0;
  for (let i = 0; i < RUNS; i++) {
    const section = SITE_SECTIONS[i % SITE_SECTIONS.length];
    const start = process.hrtime.bigint();
    const style = sections[section];
    sections[section] = { ...style, background: { ...style.background, color: `#${(i & 0xffffff).toString(16).padStart(6, '0')}` }, text: { ...style.text, size: FONT_SIZES[i % FONT_SIZES.length] } };
    for (const s of SITE_SECTIONS) sink += sectionCss(sections[s]).length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(3)} ms`;
  console.log(`  ${pad(`style change → CSS of 5 sections`, 34)}median ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times[times.length - 1])} over ${RUNS} runs   target ≤ 16 ms (one frame)`);
  if (sink === 0) throw new Error('sectionCss wrote nothing');
}
