// A QR code of an address, drawn in the browser by `qrcode` (an SVG as a data: picture), so a phone
// can open the same page.
import { Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export function AddressQr({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 160 })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(''));
    return () => {
      live = false;
    };
  }, [text]);
  if (src === null) return <Skeleton.Image active style={{ width: 160, height: 160 }} />;
  if (!src) return null;
  return <img className="pb-qr" src={src} alt={label} width={160} height={160} data-testid="preview-box-qr" />;
}
