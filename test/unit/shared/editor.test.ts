// Rules of the rich-text editor's dialogs (§5, §9) and the HTML of the nodes they insert.
import {
  alignOf,
  capSize,
  DEFAULT_URL_PREFIX,
  EDITOR_IMAGE_DIALOG_SIZE,
  EDITOR_MSG,
  fileNameOf,
  IMAGE_ALIGNS,
  isValidMediaUrl,
  isValidUrl,
  linkedSize,
  MEDIA_DEFAULTS,
  parseSize,
  pixelsOf,
  readSizes,
  videoEmbedUrl,
} from '../../../shared/domain/editor';
import {
  escapeAttr,
  iframeHtml,
  iframeSrcOf,
  imageNode,
  imagePropsOf,
  imageToHtml,
  linkNode,
  linkToHtml,
  parseImage,
  parseVideo,
  videoNode,
  videoToHtml,
} from '../../../shared/ui/editor/nodes';

describe('parseSize: digits only, at most 4 characters, empty is 0', () => {
  it.each([
    ['0', 0],
    ['01', 1],
    ['2000', 2000],
    ['2001', 2001],
    ['9999', 9999],
    ['', 0],
    [' ', 0],
    [' 12 ', 12],
  ])('%p → %p', (text, value) => expect(parseSize(text)).toBe(value));

  it.each(['12345', '-1', '1.5', '1e3', 'abc', '12a', '+1', '０１'])('%p is refused', (text) => expect(parseSize(text)).toBeNull());
});

describe('capSize: at most 2000, never negative', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2000, 2000],
    [2001, 2000],
    [9999, 2000],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [333.6, 334],
  ])('%p → %p', (value, capped) => expect(capSize(value)).toBe(capped));
});

describe('readSizes: the dialogs’ width and height inputs', () => {
  it('empty is 0 (automatic) and values are capped', () => {
    expect(readSizes('', ' ')).toEqual({ width: 0, height: 0 });
    expect(readSizes('2001', '01')).toEqual({ width: 2000, height: 1 });
  });
  it('reports the width first, then the height', () => {
    expect(readSizes('-1', 'x')).toEqual({ error: 'invalidWidth' });
    expect(readSizes('12345', '1')).toEqual({ error: 'invalidWidth' });
    expect(readSizes('500', '12345')).toEqual({ error: 'invalidHeight' });
    expect(readSizes('500', '4o0')).toEqual({ error: 'invalidHeight' });
  });
  it('the error keys are EDITOR_MSG texts', () => {
    expect(EDITOR_MSG.invalidWidth).toBe('宽度只能输入数字');
    expect(EDITOR_MSG.invalidHeight).toBe('高度只能输入数字');
  });
});

describe('linkedSize: the link toggle keeps the aspect ratio', () => {
  const ratio = { width: 800, height: 600 };
  it('recomputes the other dimension', () => {
    expect(linkedSize('width', 400, ratio)).toEqual({ width: 400, height: 300 });
    expect(linkedSize('height', 300, ratio)).toEqual({ width: 400, height: 300 });
  });
  it('caps both sides at 2000', () => {
    expect(linkedSize('width', 4000, ratio)).toEqual({ width: 2000, height: 1500 });
    expect(linkedSize('height', 1800, ratio)).toEqual({ width: 2000, height: 1800 });
  });
  it('an unknown ratio leaves the other side 0', () => {
    expect(linkedSize('width', 300, { width: 0, height: 0 })).toEqual({ width: 300, height: 0 });
  });
});

describe('isValidUrl', () => {
  it.each(['http://example.com', 'https://www.example.com/a/b?c=1&d=2#x', 'http://localhost:8080/x', 'https://例子.中国/路径'])('accepts %p', (url) =>
    expect(isValidUrl(url)).toBe(true),
  );
  it.each(['', ' ', 'http://', 'https://', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://example.com/a', 'http://example.com/a b', 'http://exa mple.com', 'example.com', 'http://nodot', 'http://example.com/"onerror="x', 'http://example.com/<script>'])(
    'refuses %p',
    (url) => expect(isValidUrl(url)).toBe(false),
  );
  it('site-relative paths only when allowed (uploaded images and files)', () => {
    expect(isValidUrl('/uploads/x.png')).toBe(false);
    expect(isValidUrl('/uploads/x.png', { allowRelative: true })).toBe(true);
    expect(isValidUrl('//evil.com/x', { allowRelative: true })).toBe(false);
    expect(isValidUrl('/\\evil.com', { allowRelative: true })).toBe(false);
    expect(isValidUrl('/uploads/a b.png', { allowRelative: true })).toBe(false);
    expect(isValidUrl('uploads/x.png', { allowRelative: true })).toBe(false);
  });
});

describe('isValidMediaUrl: a valid address that is not just the default prefix', () => {
  it('the video field starts with the prefix', () => {
    expect(DEFAULT_URL_PREFIX).toBe('http://');
    expect(MEDIA_DEFAULTS).toEqual({ width: 500, height: 400, url: 'http://' });
  });
  it.each(['http://', ' http:// ', '', 'javascript:alert(1)', 'http://example.com/a b.mp4', '/uploads/v.mp4'])('refuses %p', (url) => expect(isValidMediaUrl(url)).toBe(false));
  it.each(['http://cdn.example.com/v.mp4', 'https://v.qq.com/x/page/a0012abc.html'])('accepts %p', (url) => expect(isValidMediaUrl(url)).toBe(true));
});

describe('small helpers', () => {
  it('the image dialog is 450 × 250 and aligns default, left or right', () => {
    expect(EDITOR_IMAGE_DIALOG_SIZE).toEqual({ width: 450, height: 250 });
    expect(IMAGE_ALIGNS).toEqual(['', 'left', 'right']);
  });
  it('pixelsOf reads px lengths only', () => {
    expect(pixelsOf('300px')).toBe(300);
    expect(pixelsOf('300')).toBe(300);
    expect(pixelsOf('299.6px')).toBe(300);
    expect(pixelsOf('3000px')).toBe(2000);
    expect(pixelsOf('50%')).toBe(0);
    expect(pixelsOf('auto')).toBe(0);
    expect(pixelsOf(undefined)).toBe(0);
  });
  it('alignOf reads a float', () => {
    expect(alignOf('left')).toBe('left');
    expect(alignOf(' RIGHT ')).toBe('right');
    expect(alignOf('none')).toBe('');
    expect(alignOf(null)).toBe('');
  });
  it('fileNameOf gives a file link its default title', () => {
    expect(fileNameOf('/uploads/files/%E6%8A%A5%E5%91%8A.pdf?v=2')).toBe('报告.pdf');
    expect(fileNameOf('https://example.com/')).toBe('example.com');
    expect(fileNameOf('/uploads/%E0%A4%A.pdf')).toBe('%E0%A4%A.pdf');
  });
  it('videoEmbedUrl turns video pages of known sites into players, nothing else', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ', true)).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1');
    expect(videoEmbedUrl('https://www.bilibili.com/video/BV1xx411c7mD?p=1')).toBe('https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&autoplay=0');
    expect(videoEmbedUrl('https://v.youku.com/v_show/id_XNTk0MzA2NjQ4.html')).toBe('https://player.youku.com/embed/XNTk0MzA2NjQ4');
    expect(videoEmbedUrl('https://v.qq.com/x/page/a0012abc.html')).toBe('https://v.qq.com/txp/iframe/player.html?vid=a0012abc');
    expect(videoEmbedUrl('https://cdn.example.com/v.mp4')).toBeNull();
    expect(videoEmbedUrl('not a url')).toBeNull();
  });
});

describe('node HTML', () => {
  it('a new-window link carries rel; a same-window link no target', () => {
    expect(linkToHtml(linkNode('https://example.com/?a=1&b="2"', '', true), '文字')).toBe(
      '<a href="https://example.com/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer">文字</a>',
    );
    expect(linkToHtml(linkNode('/about.html', 'x', false), 'x')).toBe('<a href="/about.html">x</a>');
    expect(linkNode('https://example.com', '', false).children).toEqual([{ text: 'https://example.com' }]);
  });

  it('an image keeps title, alignment and size, and reads back the same', () => {
    const node = imageNode({ src: '/uploads/a.png', title: ' 标题 "引号" ', align: 'left', width: 300, height: 0 });
    const html = imageToHtml(node);
    expect(html).toBe('<img src="/uploads/a.png" alt="标题 &quot;引号&quot;" title="标题 &quot;引号&quot;" data-href="" style="width: 300px;float: left;"/>');
    const div = document.createElement('div');
    div.innerHTML = html;
    const parsed = parseImage(div.firstElementChild as Element);
    expect(imagePropsOf(parsed)).toEqual({ src: '/uploads/a.png', title: '标题 "引号"', align: 'left', width: 300, height: 0 });
    expect(imageToHtml(parsed)).toBe(html);
  });

  it('legacy image attributes (align, width, height) are understood', () => {
    const div = document.createElement('div');
    div.innerHTML = '<img src="/a.png" align="right" width="120" height="80">';
    expect(imagePropsOf(parseImage(div.firstElementChild as Element))).toEqual({ src: '/a.png', title: '', align: 'right', width: 120, height: 80 });
  });

  it('a video: size, poster and autostart; an embedded player as an iframe', () => {
    const video = videoNode('https://cdn.example.com/v.mp4', { poster: '/p.jpg', width: 640, height: 0, autoplay: true });
    const html = videoToHtml(video);
    expect(html).toBe(
      '<div data-w-e-type="video" data-w-e-is-void>\n<video poster="/p.jpg" controls="true" width="640" height="auto" autoplay="autoplay" muted="muted" playsinline="playsinline"><source src="https://cdn.example.com/v.mp4" type="video/mp4"/></video>\n</div>',
    );
    const div = document.createElement('div');
    div.innerHTML = html;
    expect(parseVideo(div.firstElementChild as Element)).toEqual({ ...video, children: [{ text: '' }] });

    const player = videoNode(iframeHtml('https://player.bilibili.com/player.html?bvid=BV1&autoplay=0'), { poster: '', width: 500, height: 400, autoplay: false });
    expect(iframeSrcOf(player.src)).toBe('https://player.bilibili.com/player.html?bvid=BV1&autoplay=0');
    const embedded = videoToHtml(player);
    expect(embedded).toContain('<iframe src="https://player.bilibili.com/player.html?bvid=BV1&amp;autoplay=0" width="500" height="400"');
    div.innerHTML = embedded;
    expect(iframeSrcOf(parseVideo(div.firstElementChild as Element).src)).toBe('https://player.bilibili.com/player.html?bvid=BV1&autoplay=0');
  });

  it('escapeAttr escapes what could leave an attribute', () => {
    expect(escapeAttr('a"b<c>&')).toBe('a&quot;b&lt;c&gt;&amp;');
  });
});
