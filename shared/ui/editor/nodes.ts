// The editor's node shapes for links, images and videos, and how they turn into HTML and back.
// wangEditor's own image, video and link converters drop what the console needs (an image's title
// and alignment, a video's autostart, rel on links opening a new window), so these replace them
// (registered in extensions.ts). Pure functions of nodes and DOM elements: tested without an editor.
import { alignOf, pixelsOf, type ImageAlign } from '../../domain/editor';

export interface TextLeaf {
  text: string;
}

export interface LinkNode {
  type: 'link';
  url: string;
  /** '_blank' opens a new window (rel="noopener noreferrer" is added on output); '' the same one. */
  target: string;
  children: TextLeaf[];
}

export interface ImageStyle {
  /** CSS lengths as wangEditor keeps them ("300px"); '' means automatic. */
  width?: string;
  height?: string;
  /** '' (default), 'left' or 'right'. */
  float?: string;
}

export interface ImageNode {
  type: 'image';
  src: string;
  alt: string;
  title?: string;
  href: string;
  style: ImageStyle;
  children: [TextLeaf];
}

export interface VideoNode {
  type: 'video';
  /** A file address, or the <iframe> of a known video site's player. */
  src: string;
  poster: string;
  width: string;
  height: string;
  autoplay?: boolean;
  children: [TextLeaf];
}

/** Escapes text for a double-quoted HTML attribute. */
export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// ------------------------------------------------------------------------------------ builders

export function linkNode(url: string, text: string, newWindow: boolean): LinkNode {
  return { type: 'link', url: url.trim(), target: newWindow ? '_blank' : '', children: [{ text: text || url.trim() }] };
}

export interface ImageProps {
  src: string;
  title: string;
  align: ImageAlign;
  /** Pixels; 0 leaves the dimension automatic. */
  width: number;
  height: number;
}

export function imageStyle(props: Pick<ImageProps, 'width' | 'height' | 'align'>): ImageStyle {
  return { width: props.width ? `${props.width}px` : '', height: props.height ? `${props.height}px` : '', float: props.align };
}

export function imageNode(props: ImageProps): ImageNode {
  const title = props.title.trim();
  return { type: 'image', src: props.src.trim(), alt: title, title, href: '', style: imageStyle(props), children: [{ text: '' }] };
}

/** The dialog's view of an image node. */
export function imagePropsOf(node: ImageNode): ImageProps {
  return {
    src: node.src ?? '',
    title: node.title || node.alt || '',
    align: alignOf(node.style?.float),
    width: pixelsOf(node.style?.width),
    height: pixelsOf(node.style?.height),
  };
}

export interface VideoProps {
  /** What the user typed: a file address or a video page's address. */
  url: string;
  poster: string;
  width: number;
  height: number;
  autoplay: boolean;
}

export function iframeHtml(src: string): string {
  return `<iframe src="${escapeAttr(src)}" frameborder="0" allowfullscreen="true" allow="autoplay; fullscreen"></iframe>`;
}

/** The iframe's src when a video node holds an embedded player, else null. */
export function iframeSrcOf(src: string): string | null {
  if (!src.trim().startsWith('<iframe')) return null;
  const match = /\ssrc\s*=\s*"([^"]*)"|\ssrc\s*=\s*'([^']*)'/i.exec(src);
  if (!match) return '';
  return (match[1] ?? match[2] ?? '').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export function videoNode(src: string, props: Omit<VideoProps, 'url'>): VideoNode {
  return {
    type: 'video',
    src,
    poster: props.poster.trim(),
    width: props.width ? String(props.width) : 'auto',
    height: props.height ? String(props.height) : 'auto',
    autoplay: props.autoplay,
    children: [{ text: '' }],
  };
}

// ------------------------------------------------------------------------------------ to HTML

export function linkToHtml(node: LinkNode, childrenHtml: string): string {
  const target = node.target === '_blank' ? ' target="_blank" rel="noopener noreferrer"' : node.target ? ` target="${escapeAttr(node.target)}"` : '';
  return `<a href="${escapeAttr(node.url ?? '')}"${target}>${childrenHtml}</a>`;
}

export function imageToHtml(node: ImageNode): string {
  const { src = '', alt = '', title = '', href = '', style = {} } = node;
  let css = '';
  if (style.width) css += `width: ${style.width};`;
  if (style.height) css += `height: ${style.height};`;
  if (style.float) css += `float: ${style.float};`;
  const titleAttr = title ? ` title="${escapeAttr(title)}"` : '';
  return `<img src="${escapeAttr(src)}" alt="${escapeAttr(alt)}"${titleAttr} data-href="${escapeAttr(href)}" style="${escapeAttr(css)}"/>`;
}

function sizeAttr(value: string | undefined): string {
  return value && value !== 'auto' ? value : 'auto';
}

export function videoToHtml(node: VideoNode): string {
  const { src = '', poster = '', autoplay = false } = node;
  const width = sizeAttr(node.width);
  const height = sizeAttr(node.height);
  let html = '<div data-w-e-type="video" data-w-e-is-void>\n';
  const iframeSrc = iframeSrcOf(src);
  if (iframeSrc !== null) {
    html += `<iframe src="${escapeAttr(iframeSrc)}" width="${escapeAttr(width)}" height="${escapeAttr(height)}" frameborder="0" allowfullscreen="true" allow="autoplay; fullscreen"></iframe>`;
  } else {
    const posterAttr = poster ? ` poster="${escapeAttr(poster)}"` : '';
    // Browsers only start a video on their own when it is muted.
    const play = autoplay ? ' autoplay="autoplay" muted="muted" playsinline="playsinline"' : '';
    html += `<video${posterAttr} controls="true" width="${escapeAttr(width)}" height="${escapeAttr(height)}"${play}><source src="${escapeAttr(src)}" type="video/mp4"/></video>`;
  }
  return `${html}\n</div>`;
}

// ------------------------------------------------------------------------------------ from HTML

function lengthOf(value: string | null): string {
  if (!value) return '';
  return /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
}

export function parseImage(elem: Element): ImageNode {
  const el = elem as HTMLElement;
  let href = el.getAttribute('data-href') ?? '';
  try {
    href = decodeURIComponent(href);
  } catch {
    // keep it as written
  }
  const float = el.style?.cssFloat || el.style?.getPropertyValue('float') || el.getAttribute('align') || '';
  const title = el.getAttribute('title') ?? '';
  return {
    type: 'image',
    src: el.getAttribute('src') ?? '',
    alt: el.getAttribute('alt') ?? '',
    ...(title ? { title } : {}),
    href,
    style: {
      width: el.style?.width || lengthOf(el.getAttribute('width')),
      height: el.style?.height || lengthOf(el.getAttribute('height')),
      float: alignOf(float),
    },
    children: [{ text: '' }],
  };
}

export function parseVideo(elem: Element): VideoNode {
  const iframe = elem.querySelector('iframe');
  if (iframe) {
    const src = iframe.getAttribute('src') ?? '';
    return {
      type: 'video',
      src: iframeHtml(src),
      poster: '',
      width: iframe.getAttribute('width') || 'auto',
      height: iframe.getAttribute('height') || 'auto',
      autoplay: false,
      children: [{ text: '' }],
    };
  }
  const video = elem.querySelector('video');
  const src = video?.getAttribute('src') || video?.querySelector('source')?.getAttribute('src') || '';
  return {
    type: 'video',
    src,
    poster: video?.getAttribute('poster') ?? '',
    width: video?.getAttribute('width') || 'auto',
    height: video?.getAttribute('height') || 'auto',
    autoplay: video?.hasAttribute('autoplay') ?? false,
    children: [{ text: '' }],
  };
}
