// The <script> line a site template adds to be on the radar, ready to copy.
import { Typography } from 'antd';
import { radarSnippet } from '../../../../shared/domain/members/radarRules';
import { useRadarT } from './radarText';

export function RadarSnippet({ siteId }: { siteId: number }) {
  const t = useRadarT();
  const code = radarSnippet(window.location.origin, siteId);
  return (
    <div className="radar-snippet">
      <h3 className="radar-snippet-title">{t('snippetTitle')}</h3>
      <Typography.Paragraph type="secondary">{t('snippetHint')}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: code }} className="radar-snippet-code" data-testid="radar-snippet">
        <code>{code}</code>
      </Typography.Paragraph>
    </div>
  );
}
