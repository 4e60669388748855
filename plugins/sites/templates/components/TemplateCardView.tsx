// One template card: its picture, code and name, the 高级 badge, 预览 (the demo in /previewBox, a
// new tab) and the caller's action (使用此模板, 选择).
import { Button, Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TemplateCard } from '../../../../shared/domain/sites/templates';
import { useTemplatesT } from '../text';
import { templatePreviewPath } from './previewPath';

export interface TemplateCardViewProps {
  template: TemplateCard;
  siteId: number;
  selected?: boolean;
  action?: ReactNode;
}

export function TemplateCardView({ template, siteId, selected = false, action }: TemplateCardViewProps) {
  const t = useTemplatesT();
  const picture = template.device === 'mobile' ? template.mobileCover || template.cover : template.cover || template.mobileCover;
  return (
    <Card
      className={`tpl-card${selected ? ' tpl-card-selected' : ''}`}
      size="small"
      data-testid="template-card"
      data-code={template.code}
      cover={(
        <div className="tpl-card-picture">
          <img src={picture} alt={t('card.pictureAlt', { code: template.code })} loading="lazy" />
          {template.plus && <Tag color="gold" className="tpl-card-plus">{t('card.plus')}</Tag>}
        </div>
      )}
    >
      <div className="tpl-card-head">
        <Typography.Text strong className="tpl-card-code">{template.code}</Typography.Text>
        <Typography.Text className="tpl-card-name" ellipsis={{ tooltip: template.name }}>{template.name}</Typography.Text>
      </div>
      <Typography.Text type="secondary" className="tpl-card-meta">
        {[template.industryName, template.colorName, t(`filter.devices.${template.device}`)].filter(Boolean).join(' · ')}
      </Typography.Text>
      <div className="tpl-card-actions">
        <Button size="small" href={templatePreviewPath(template, siteId)} target="_blank" rel="noopener noreferrer" aria-label={`${t('card.preview')} ${template.code}`}>
          {t('card.preview')}
        </Button>
        {action}
      </div>
    </Card>
  );
}
