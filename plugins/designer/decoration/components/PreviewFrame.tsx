// The preview's device: a desktop browser window whose 1200 px page is scaled down to the frame's
// width (what a visitor's 1200 px screen shows, only smaller), or a phone whose screen is exactly
// 375 × 667 and scrolls. Copied in idea from the settings widgets' DeviceFrame (plugins never
// import each other).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export const PC_WIDTH = 1200;
export const PHONE = { width: 375, height: 667 } as const;

function ScaledPage({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ scale: 0.5, height: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      if (!outer.current || !inner.current) return;
      const scale = Math.min(1, outer.current.clientWidth / PC_WIDTH);
      setSize({ scale, height: inner.current.offsetHeight * scale });
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} className="dc-scaled" style={{ height: size.height || undefined }}>
      <div ref={inner} className="dc-scaled-page" style={{ width: PC_WIDTH, transform: `scale(${size.scale})` }} data-testid="preview-pc-page">
        {children}
      </div>
    </div>
  );
}

export function PreviewFrame({ device, label, children }: { device: 'pc' | 'mobile'; label: string; children: ReactNode }) {
  return (
    <figure className={`dc-device dc-device-${device}`} aria-label={label} data-testid={`decoration-preview-${device}`}>
      {device === 'pc' ? (
        <>
          <div className="dc-pc-bar" aria-hidden>
            <i /><i /><i />
            <span className="dc-pc-url" />
          </div>
          <div className="dc-pc-screen">
            <ScaledPage>{children}</ScaledPage>
          </div>
        </>
      ) : (
        <>
          <div className="dc-phone-notch" aria-hidden />
          <div className="dc-phone-screen" style={{ width: PHONE.width, height: PHONE.height }} data-testid="preview-phone-screen">
            {children}
          </div>
        </>
      )}
      <figcaption className="dc-caption">{label}</figcaption>
    </figure>
  );
}
