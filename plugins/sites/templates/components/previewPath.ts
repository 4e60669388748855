// The designer's /previewBox address for a template's demo pages (§2; the designer's own paths.ts
// builds the same shape — plugins do not import each other): pcPreview/{mUrl}/{pcUrl}/{id}/{sn},
// each address percent-encoded in one segment, an absent one written '-'; {sn} the active site.
import type { TemplateCard } from '../../../../shared/domain/sites/templates';

const enc = (value: string) => (value ? encodeURIComponent(value) : '-');

export function templatePreviewPath(template: Pick<TemplateCard, 'id' | 'device' | 'pcDemoUrl' | 'mobileDemoUrl'>, siteId: number): string {
  const kind = template.device === 'mobile' || !template.pcDemoUrl ? 'mobilePreview' : 'pcPreview';
  return `/previewBox/${kind}/${enc(template.mobileDemoUrl)}/${enc(template.pcDemoUrl)}/${template.id}/${enc(String(siteId))}`;
}
