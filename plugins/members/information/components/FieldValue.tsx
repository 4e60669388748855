// A record's value as the console and the lookup page show it: text as text (markup escaped by
// React, never rendered), a picture as a small image, a link as a link opening a new tab — only for
// http(s) or the site's /uploads/ addresses (a value stored before its field became a link stays text).
import type { InfoFieldType } from '../../../../shared/domain/members';

const SAFE_URL = /^(https?:\/\/|\/uploads\/)[^\s<>"']+$/i;

export function FieldValue({ type, value }: { type: InfoFieldType; value: string }) {
  if (!value) return <span className="info-muted">—</span>;
  if (!SAFE_URL.test(value)) return <span className="info-clip" title={value}>{value}</span>;
  if (type === 'image') {
    return (
      <a href={value} target="_blank" rel="noreferrer noopener">
        <img src={value} alt="" className="info-thumb" loading="lazy" />
      </a>
    );
  }
  if (type === 'link') {
    return <a href={value} target="_blank" rel="noreferrer noopener" className="info-clip" title={value}>{value}</a>;
  }
  return <span className="info-clip" title={value}>{value}</span>;
}
