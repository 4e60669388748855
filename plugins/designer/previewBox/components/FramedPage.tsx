// One framed address, as /previewBox frames anything: sandboxed, sending no referrer. A page of
// the console's own origin (a preview page) gets no scripts and no same-origin rights — it needs
// neither, and with both a same-origin frame could lift its own sandbox.
interface Props {
  src: string;
  title: string;
  width: number;
  height: number;
}

const CROSS_ORIGIN = 'allow-same-origin allow-scripts allow-forms allow-popups';
const OWN_ORIGIN = 'allow-popups';

export function sandboxOf(src: string, origin: string): string {
  try {
    return new URL(src).origin === origin ? OWN_ORIGIN : CROSS_ORIGIN;
  } catch {
    return '';
  }
}

export function FramedPage({ src, title, width, height }: Props) {
  return (
    <iframe
      className="pb-frame"
      src={src}
      title={title}
      width={width}
      height={height}
      sandbox={sandboxOf(src, window.location.origin)}
      referrerPolicy="no-referrer"
      data-testid="preview-box-frame"
    />
  );
}
