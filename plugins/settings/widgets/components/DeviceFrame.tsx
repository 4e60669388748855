// The live preview's device: a desktop browser window or a phone, drawing a stand-in page (grey
// blocks) with the widget laid over it where visitors would see it. The widget previews position
// themselves inside `.wg-screen` (absolute), so one frame serves all six pages.
import type { ReactNode } from 'react';

export type Device = 'pc' | 'phone';

export function DeviceFrame({ device, label, children }: { device: Device; label: string; children: ReactNode }) {
  return (
    <figure className={`wg-device wg-device-${device}`} aria-label={label} data-testid={`widget-preview-${device}`}>
      {device === 'pc' ? (
        <div className="wg-pc-bar" aria-hidden>
          <i /><i /><i />
          <span className="wg-pc-url">www.example.com</span>
        </div>
      ) : (
        <div className="wg-phone-notch" aria-hidden />
      )}
      <div className="wg-screen">
        <div className="wg-page" aria-hidden>
          <div className="wg-page-head" />
          <div className="wg-page-banner" />
          <div className="wg-page-line" />
          <div className="wg-page-line wg-short" />
          <div className="wg-page-line" />
          <div className="wg-page-line wg-short" />
        </div>
        {children}
      </div>
      <figcaption className="wg-caption">{label}</figcaption>
    </figure>
  );
}
