// checkDecoration, the one rule the console and the server run on a decoration (issue 15 §6): the
// defaults pass; CSS injection, foreign uploads and values outside a catalogue are refused with a
// Chinese message naming the field; sectionCss never writes any of them even when handed them
// unchecked; the button's fields by link config; a 1 MB style is refused.
import {
  checkDecoration, checkSectionStyle, defaultDecoration, DESIGN_CHECK_MSG, DESIGN_MSG, embedSrc, sectionCss, type DecorationSections, type SectionStyle,
} from '../../../shared/domain/design';

const SITE = 1001;
const HEX32 = 'c0ffee00'.repeat(4);
const OWN_IMAGE = `/uploads/${SITE}/2026-11/${HEX32}.png`;

function decoration(edit: (about: SectionStyle) => void): DecorationSections {
  const sections = defaultDecoration();
  edit(sections.about_us);
  return sections;
}
const set = (path: string, value: unknown) => (about: SectionStyle) => {
  const [group, key] = path.split('.') as [keyof SectionStyle, string];
  (about[group] as unknown as Record<string, unknown>)[key] = value;
};

it('accepts the defaults, and every section they give', () => {
  expect(checkDecoration(defaultDecoration(), SITE)).toBeNull();
  for (const style of Object.values(defaultDecoration())) expect(checkSectionStyle(style, SITE)).toBeNull();
});

it('accepts what an operator can pick', () => {
  const sections = decoration((s) => {
    s.background = { ...s.background, type: 'color', pattern: 'linear_gradient', color: 'systemDefine', gradientFrom: '#FFF', gradientTo: 'rgba(255,255,255,0.35)', gradientAngle: 360, image: OWN_IMAGE, imageSource: 'jpt', scale: 'scale_tiling', tile: 'img_right', position: 'bottom-right' };
    s.border = { sides: ['left', 'top'], line: 'dotted', width: 20, color: 'rgba(0, 0, 0, 1)' };
    s.text = { font: 'courier_new', size: 120, color: '#a1b2c3', align: 'justify', lineHeight: 20 };
    s.button = { ...s.button, text: '了解更多 >', link: 'fun', action: 'pop_video', videoType: 'common_code', video: 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD' };
  });
  expect(checkDecoration(sections, SITE)).toBeNull();
});

// ≥ 40 values that would write CSS (or HTML) of their own, or fetch what is not the site's.
const INJECTIONS = [
  'red;}</style><script>alert(1)</script>', 'red; background: url(javascript:alert(1))', 'url(javascript:alert(1))', "url('javascript:alert(1)')",
  'expression(alert(1))', 'red;expression(alert(1))', '#ggg', '#12345', '#1234567', '#fff;', '#fff ', ' #fff', '#fff\n', '#fff}', 'rgba(1,2,3,4;x)',
  'rgba(256,0,0,1)', 'rgba(1,2,3)', 'rgba(1,2,3,0.5) !important', 'rgb(1,2,3)', 'hsl(0,0%,0%)', 'red', 'transparent', 'inherit', 'var(--x)',
  '\\23 fff', '\\65 xpression(1)', '#fff\\;', '\\u0065xpression(1)', '&#x23;fff', '/*', '#fff/**/', '*/#fff', '#fff\r\nx', '\u2028#fff',
  '</style>', '<img src=x onerror=alert(1)>', '"onmouseover="alert(1)', "'", '#fff"', 'calc(1px)', 'attr(title)', '@import url(x)',
  'data:image/png;base64,AAAA', 'javascript:alert(1)', '', null, 12, {}, [], true,
];
// The same for an image: anything but a picture of this site's library.
const IMAGE_INJECTIONS = [
  `/uploads/2002/2026-11/${HEX32}.png`, `http://evil.example/${HEX32}.png`, `https://evil.example/uploads/${SITE}/2026-11/${HEX32}.png`,
  'data:image/svg+xml;base64,PHN2Zz4=', 'javascript:alert(1)', `/uploads/${SITE}/2026-11/${HEX32}.svg`, `/uploads/${SITE}/2026-11/${HEX32}.png');x:(`,
  `/uploads/${SITE}/2026-11/../../etc/passwd.png`, `/uploads/${SITE}/2026-13/${HEX32}.png`, `/uploads/${SITE}/2026-11/${HEX32}.PNG`,
  `/uploads/${SITE}/2026-11/${HEX32}.pdf`, `//evil.example/uploads/${SITE}/2026-11/${HEX32}.png`, ` ${OWN_IMAGE}`, `${OWN_IMAGE}\n`, `${OWN_IMAGE}?x=")`,
  `/uploads/0${SITE}/2026-11/${HEX32}.png`, `\\uploads\\${SITE}\\2026-11\\${HEX32}.png`, `url(${OWN_IMAGE})`,
];

it('tests enough values', () => expect(INJECTIONS.length + IMAGE_INJECTIONS.length).toBeGreaterThanOrEqual(40));

const COLOUR_FIELDS = ['background.color', 'background.gradientFrom', 'background.gradientTo', 'border.color', 'text.color'];

it.each(INJECTIONS.map((v) => [JSON.stringify(v), v]))('refuses %s in every colour field, and sectionCss never writes it', (_name, value) => {
  for (const field of COLOUR_FIELDS) {
    const problem = checkDecoration(decoration(set(field, value)), SITE);
    expect(problem).toEqual({ path: `about_us.${field}`, message: expect.stringMatching(/[\u4e00-\u9fa5]/) });
    // Handed the value unchecked (every pattern and type that would show it), the CSS still omits it
    // (the other colours are set apart from every value tried, so a match can only be the value).
    const style = decoration((s) => {
      for (const f of COLOUR_FIELDS) set(f, '#abcdef')(s);
      set(field, value)(s);
    }).about_us;
    for (const pattern of ['pure_color', 'linear_gradient'] as const) {
      style.background = { ...style.background, type: 'color', pattern };
      style.border = { ...style.border, sides: ['top'], width: 1 };
      const css = sectionCss(style);
      if (typeof value === 'string' && value.trim()) expect(css.includes(value)).toBe(false);
      expect(css).not.toMatch(/javascript|expression|<|\\|\/\*|;\s*;|}/);
    }
  }
});

it.each(IMAGE_INJECTIONS.map((v) => [v]))('refuses the image %s, and sectionCss never fetches it', (value) => {
  expect(checkDecoration(decoration(set('background.image', value)), SITE)).toEqual({ path: 'about_us.background.image', message: DESIGN_CHECK_MSG.image });
  const css = sectionCss(decoration(set('background.image', value)).about_us);
  if (value.startsWith('/uploads/2002/')) return; // the shape of a library path: the site is the server's check
  expect(css).not.toContain('url(');
});

it.each([
  ['background.type', 'image'], ['background.pattern', 'radial_gradient'], ['background.scale', 'scale_fill'], ['background.tile', 'img_diagonal'],
  ['background.position', 'middle'], ['background.imageSource', 'baidu'], ['border.line', 'double'], ['text.font', 'comic_sans'],
  ['text.font', "Arial; } body { display:none"], ['text.size', 13], ['text.size', '14'], ['text.align', 'start'], ['text.lineHeight', 21],
  ['text.lineHeight', 1.5], ['button.link', 'mailto'], ['button.action', 'eval'], ['button.jumpType', '_blank'], ['button.videoType', 'flash'],
  ['button.downloadPower', 'vip'], ['button.section', 'blog'], ['button.insideKind', 'page'],
])('refuses %s = %j: 选项不在可选范围内', (field, value) => {
  expect(checkDecoration(decoration(set(field, value)), SITE)).toEqual({ path: `about_us.${field}`, message: DESIGN_MSG.notInCatalogue });
  expect(sectionCss(decoration(set(field, value)).about_us)).not.toContain(String(value));
});

it('refuses borders, angles and sides out of range', () => {
  expect(checkDecoration(decoration(set('border.width', 21)), SITE)?.message).toBe(DESIGN_CHECK_MSG.borderWidth);
  expect(checkDecoration(decoration(set('border.width', 1.5)), SITE)?.message).toBe(DESIGN_CHECK_MSG.borderWidth);
  expect(checkDecoration(decoration(set('border.width', -1)), SITE)?.message).toBe(DESIGN_CHECK_MSG.borderWidth);
  expect(checkDecoration(decoration(set('background.gradientAngle', 361)), SITE)?.message).toBe(DESIGN_CHECK_MSG.angle);
  expect(checkDecoration(decoration(set('border.sides', ['top', 'top'])), SITE)?.path).toBe('about_us.border.sides');
  expect(checkDecoration(decoration(set('border.sides', ['middle'])), SITE)).toEqual({ path: 'about_us.border.sides.0', message: DESIGN_MSG.notInCatalogue });
});

it('refuses unknown and missing keys anywhere, and a section too many or too few', () => {
  const extra = defaultDecoration() as unknown as Record<string, unknown>;
  extra.footer = extra.index;
  expect(checkDecoration(extra, SITE)).toEqual({ path: 'footer', message: DESIGN_CHECK_MSG.malformed });
  const missing = defaultDecoration() as Partial<DecorationSections>;
  delete missing.contact_us;
  expect(checkDecoration(missing, SITE)?.path).toBe('contact_us');
  expect(checkDecoration(decoration(set('background.css', 'x')), SITE)?.path).toBe('about_us.background.css');
  const noText = decoration(() => undefined);
  delete (noText.index as Partial<SectionStyle>).text;
  expect(checkDecoration(noText, SITE)?.path).toBe('index.text');
  for (const bad of [null, [], 'x', 1, undefined]) expect(checkDecoration(bad, SITE)?.message).toBe(DESIGN_CHECK_MSG.malformed);
});

it('refuses a 1 MB style before looking at it', () => {
  expect(checkDecoration(decoration(set('button.text', 'x'.repeat(1_000_000))), SITE)).toEqual({ path: '', message: DESIGN_CHECK_MSG.tooLarge });
});

describe('the button, by link config', () => {
  const button = (fields: Partial<SectionStyle['button']>) => decoration((s) => Object.assign(s.button, fields));
  const check = (fields: Partial<SectionStyle['button']>) => checkDecoration(button(fields), SITE);

  it('bounds its text', () => {
    expect(check({ text: '一二三四五六七八九十一二三四五六七八九十' })).toBeNull();
    expect(check({ text: '一二三四五六七八九十一二三四五六七八九十一' })).toEqual({ path: 'about_us.button.text', message: DESIGN_CHECK_MSG.buttonText });
    expect(check({ text: '了解\n更多' })?.message).toBe(DESIGN_CHECK_MSG.text);
  });

  it('inside links: a section, or one of the site records', () => {
    expect(check({ link: 'inside_link', insideKind: 'section', section: 'contact_us' })).toBeNull();
    expect(check({ link: 'inside_link', insideKind: 'product', recordId: 0 })).toEqual({ path: 'about_us.button.recordId', message: DESIGN_CHECK_MSG.record });
    expect(check({ link: 'inside_link', insideKind: 'article', recordId: 12, recordTitle: '公司新闻' })).toBeNull();
    expect(check({ link: 'inside_link', insideKind: 'article', recordId: -3 })?.path).toBe('about_us.button.recordId');
  });

  it('functions: each action with its fields', () => {
    expect(check({ link: 'fun', action: 'submit_form', formId: 0 })?.message).toBe(DESIGN_CHECK_MSG.form);
    expect(check({ link: 'fun', action: 'submit_form', formId: 3 })).toBeNull();
    expect(check({ link: 'fun', action: 'customer_service' })).toBeNull();
    expect(check({ link: 'fun', action: 'telephone_advisory', phone: '' })?.message).toBe(DESIGN_CHECK_MSG.phone);
    expect(check({ link: 'fun', action: 'telephone_advisory', phone: '12345' })?.message).toBe(DESIGN_CHECK_MSG.phone);
    expect(check({ link: 'fun', action: 'telephone_advisory', phone: '0571-88886666' })).toBeNull();
    expect(check({ link: 'fun', action: 'file_download', file: `/uploads/${SITE}/2026-11/${HEX32}.pdf`, downloadPower: 'member' })).toBeNull();
    expect(check({ link: 'fun', action: 'file_download', file: `/uploads/2002/2026-11/${HEX32}.pdf` })).toEqual({ path: 'about_us.button.file', message: DESIGN_CHECK_MSG.file });
    expect(check({ link: 'fun', action: 'file_download', file: 'https://evil.example/a.exe' })?.message).toBe(DESIGN_CHECK_MSG.file);
    expect(check({ link: 'fun', action: 'jump_section', jumpSection: 'product_index' })).toBeNull();
  });

  it('pop_video by file type', () => {
    const video = (videoType: SectionStyle['button']['videoType'], value: string) => check({ link: 'fun', action: 'pop_video', videoType, video: value });
    expect(video('local_add', `/uploads/${SITE}/2026-11/${HEX32}.mp4`)).toBeNull();
    expect(video('local_add', `/uploads/${SITE}/2026-11/${HEX32}.png`)?.message).toBe(DESIGN_CHECK_MSG.localVideo);
    expect(video('local_add', `/uploads/2002/2026-11/${HEX32}.mp4`)?.message).toBe(DESIGN_CHECK_MSG.localVideo);
    expect(video('common_code', 'https://v.qq.com/txp/iframe/player.html?vid=x')).toBeNull();
    expect(video('common_code', '<iframe src="https://player.bilibili.com/player.html?bvid=1"></iframe>')?.message).toBe(DESIGN_CHECK_MSG.embedCode);
    expect(video('common_code', 'https://evil.example/player.html')?.message).toBe(DESIGN_CHECK_MSG.embedCode);
    expect(video('common_code', 'http://v.qq.com/x')?.message).toBe(DESIGN_CHECK_MSG.embedCode);
    expect(video('video_address', 'https://cdn.example.com/a.mp4')).toBeNull();
    expect(video('video_address', 'http://cdn.example.com/a.mp4')?.message).toBe(DESIGN_CHECK_MSG.videoAddress);
    expect(video('video_address', 'javascript:alert(1)')?.message).toBe(DESIGN_CHECK_MSG.videoAddress);
    expect(video('video_address', '')?.message).toBe(DESIGN_CHECK_MSG.videoAddress);
  });

  it('outside links: http(s) only', () => {
    expect(check({ link: 'outside_link', url: 'https://www.example.com/a?b=1', jumpType: 'other_page' })).toBeNull();
    for (const url of ['', 'javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', 'https://exa mple.com', 'ftp://example.com']) {
      expect(check({ link: 'outside_link', url })).toEqual({ path: 'about_us.button.url', message: DESIGN_CHECK_MSG.url });
    }
  });

  it('never stores an unsafe value in a field its config does not show', () => {
    expect(check({ link: 'none', url: 'javascript:alert(1)' })?.path).toBe('about_us.button.url');
    expect(check({ link: 'none', video: 'javascript:alert(1)' })?.path).toBe('about_us.button.video');
    expect(check({ link: 'none', url: 'https://www.example.com' })).toBeNull();
  });
});

it('keeps only the player address of a pasted embed code from an allowed host', () => {
  expect(embedSrc('<iframe src="//player.bilibili.com/player.html?bvid=BV1&amp;page=1" scrolling="no" allowfullscreen="true"></iframe>')).toBe('https://player.bilibili.com/player.html?bvid=BV1&page=1');
  expect(embedSrc("<iframe frameborder=0 src='https://v.qq.com/txp/iframe/player.html?vid=x'></iframe>")).toBe('https://v.qq.com/txp/iframe/player.html?vid=x');
  expect(embedSrc('https://player.youku.com/embed/XNDk')).toBe('https://player.youku.com/embed/XNDk');
  expect(embedSrc('<iframe src="https://evil.example/player"></iframe>')).toBeNull();
  expect(embedSrc('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
  expect(embedSrc('<script src="https://player.bilibili.com/x.js"></script>')).toBeNull();
  expect(embedSrc('<iframe src="https://player.bilibili.com/p" onload="alert(1)"></iframe><script>alert(1)</script>')).toBeNull();
});
