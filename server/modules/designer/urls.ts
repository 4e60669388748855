// Where the designer's public pages are: the visitors' stylesheet and a draft's preview pages.
import { API } from '../../../shared/domain/api/endpoints';
import { urlOf } from '../../core/http/register';

export function stylesheetUrl(siteId: number): string {
  return `${urlOf({ endpoint: API.decorationStylesheet })}?siteId=${siteId}`;
}

export function previewPageUrl(token: string, device: 'pc' | 'mobile'): string {
  return `${urlOf({ endpoint: API.decorationPreviewPage })}?token=${encodeURIComponent(token)}&device=${device}`;
}
