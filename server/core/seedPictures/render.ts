// Turns a scene into what a camera would have given: the background drawn small and enlarged (a
// shallow depth of field), the part in focus sharp over it, then graded — the light's bloom,
// muted colours, a print's contrast, a lens's vignette, a fine grain — and saved as a small JPEG
// with the image library's WebP thumbnail. Deterministic: the scene's dice come from the seed
// string. Some 40 ms of CPU a photo: librsvg's cost is per element (hence figures in batches),
// and the pixel work is a loop over bytes (libvips' colour operations go through float spaces).
import sharp from 'sharp';
import { dice } from './random';
import { SCENES, type SceneName } from './scenes';
import { Canvas, type Glow } from './svg';

/** The seed's photo size (3:2, as a camera's). */
export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 533;
/** The image library's thumbnail box (server/modules/images makes uploads' thumbnails the same size). */
export const THUMB_BOX = 240;
/** The background is drawn at this fraction of the size and enlarged: a wide aperture's blur. */
const BACKGROUND_SCALE = 0.3;

export interface PhotoSpec {
  scene: SceneName;
  /** Varies the picture: the same scene and seed always draw the same bytes. */
  seed: string;
  /** Words on a banner or sign in the scene. */
  caption?: string;
  width?: number;
  height?: number;
}

export interface DrawnPhoto {
  /** JPEG. */
  data: Buffer;
  /** WebP, at most THUMB_BOX on each side. */
  thumb: Buffer;
  width: number;
  height: number;
}

const GRAIN_SIZE = 128;
let grain: Int8Array | null = null;

/** A tile of fine noise around zero (a film's grain), the same on every run. */
function grainTile(): Int8Array {
  if (grain) return grain;
  const d = dice('grain');
  grain = new Int8Array(GRAIN_SIZE * GRAIN_SIZE);
  for (let i = 0; i < grain.length; i++) grain[i] = Math.round((d.next() + d.next() + d.next() - 1.5) * 7);
  return grain;
}

const vignettes = new Map<string, Uint16Array>();

/** Per pixel, how much light the lens lets through (of 256): all in the middle, less towards the corners. */
function vignette(width: number, height: number): Uint16Array {
  const key = `${width}x${height}`;
  let v = vignettes.get(key);
  if (v) return v;
  v = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (x / width - 0.5) * 2;
      const dy = (y / height - 0.5) * 2;
      const t = Math.min(1, Math.max(0, (Math.sqrt(dx * dx + dy * dy) / Math.SQRT2 - 0.45) / 0.55));
      v[y * width + x] = Math.round(256 * (1 - 0.42 * t * t));
    }
  }
  vignettes.set(key, v);
  return v;
}

/** The scene painted on a canvas (exported for looking at the drawing itself). */
export function sceneCanvas(spec: PhotoSpec): Canvas {
  const canvas = new Canvas(spec.width ?? PHOTO_WIDTH, spec.height ?? PHOTO_HEIGHT, dice(`${spec.scene}/${spec.seed}`));
  SCENES[spec.scene](canvas, { caption: spec.caption });
  return canvas;
}

/** A gentle S-curve (a print's contrast) with the blacks lifted a little, as film gives them. */
const TONE = Uint8Array.from({ length: 256 }, (_, v) => {
  const t = v / 255;
  return Math.round(255 * (0.025 + 0.96 * (t + 0.3 * t * (1 - t) * (2 * t - 1))));
});

/** CLAMP[v + 256] is v held to 0–255 (the grain may push a value past either end). */
const CLAMP = Uint8Array.from({ length: 768 }, (_, i) => Math.min(255, Math.max(0, i - 256)));

/**
 * A camera's finish, in place, in integer arithmetic: the light's bloom, colours muted a little
 * (88 % saturation), the vignette, the tone curve and the grain.
 */
function finish(rgb: Buffer, width: number, height: number, glow: Glow | null): void {
  const v = vignette(width, height);
  const g = grainTile();
  // The glow's constants out of the loop (a property read per pixel costs more than the arithmetic).
  const gx = glow?.x ?? 0;
  const gy = glow?.y ?? 0;
  const reach = glow ? 1 / glow.radius : 0;
  const [cr, cg, cb] = glow ? glow.color.map((c) => (c / 255) * glow.strength) : [0, 0, 0];
  for (let y = 0, p = 0; y < height; y++) {
    const row = (y % GRAIN_SIZE) * GRAIN_SIZE;
    const dy2 = (y - gy) * (y - gy);
    for (let x = 0; x < width; x++, p++) {
      const i = p * 3;
      let r = rgb[i];
      let gr = rgb[i + 1];
      let b = rgb[i + 2];
      if (reach > 0) {
        const f = 1 - Math.sqrt((x - gx) * (x - gx) + dy2) * reach;
        if (f > 0) {
          // Screen blend: brightens, never past white.
          const a = f * f;
          r += ((255 - r) * a * cr) | 0;
          gr += ((255 - gr) * a * cg) | 0;
          b += ((255 - b) * a * cb) | 0;
        }
      }
      const l = (77 * r + 150 * gr + 29 * b) >> 8;
      const k = v[p];
      const n = g[row + (x % GRAIN_SIZE)] + 256;
      rgb[i] = CLAMP[TONE[((31 * l + 225 * r) * k) >> 16] + n];
      rgb[i + 1] = CLAMP[TONE[((31 * l + 225 * gr) * k) >> 16] + n];
      rgb[i + 2] = CLAMP[TONE[((31 * l + 225 * b) * k) >> 16] + n];
    }
  }
}

async function render(spec: PhotoSpec): Promise<DrawnPhoto> {
  const canvas = sceneCanvas(spec);
  const { w: width, h: height } = canvas;
  const background = canvas.background(BACKGROUND_SCALE);
  const href = background ? `data:image/png;base64,${(await sharp(Buffer.from(background)).png({ compressionLevel: 1 }).toBuffer()).toString('base64')}` : null;
  const pixels = await sharp(Buffer.from(canvas.foreground(1, href))).removeAlpha().raw().toBuffer();
  finish(pixels, width, height, canvas.glow);
  const raw = () => sharp(pixels, { raw: { width, height, channels: 3 } });
  // mozjpeg's trellis search costs ~90 ms a picture here; baseline libjpeg with optimised Huffman
  // tables ~8 ms, for a file a fifth larger.
  const [jpeg, thumb] = await Promise.all([
    raw().jpeg({ quality: 72, optimiseCoding: true }).toBuffer(),
    raw().resize({ width: THUMB_BOX, height: THUMB_BOX, fit: 'inside' }).webp({ quality: 80, effort: 2 }).toBuffer(),
  ]);
  return { data: jpeg, thumb, width, height };
}

// Drawn once per process: a server draws each picture once anyway, but the tests build many
// fresh databases in one process and would otherwise draw the same pictures every time.
const drawn = new Map<string, Promise<DrawnPhoto>>();

/** Draws a photo of the scene (memoised by its spec). */
export function drawPhoto(spec: PhotoSpec): Promise<DrawnPhoto> {
  const key = JSON.stringify([spec.scene, spec.seed, spec.caption ?? '', spec.width ?? PHOTO_WIDTH, spec.height ?? PHOTO_HEIGHT]);
  let photo = drawn.get(key);
  if (!photo) {
    photo = render(spec);
    drawn.set(key, photo);
    // A failure is not remembered: the next seed tries again.
    photo.catch(() => drawn.delete(key));
  }
  return photo;
}
