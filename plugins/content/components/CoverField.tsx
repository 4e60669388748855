// A cover-image field: preview, choose from the gallery (images only), remove.
import { Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { TOKENS, useService } from '../../../kernel';
import { useGalleryPick } from '../../../shared/ui/gallery/useGalleryPick';

export const CoverField = observer(function CoverField({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const i18n = useService(TOKENS.i18n);
  const pick = useGalleryPick();
  const t = (key: string) => i18n.t(`content.edit.${key}`);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value ? <img className="content-cover" src={value} alt={t('cover')} /> : <div className="content-cover content-cover-empty">{t('cover')}</div>}
      <Space>
        <Button
          onClick={async () => {
            const [file] = await pick({ limit: 1, fileType: 1 });
            if (file) onChange?.(file.url);
          }}
        >
          {t('chooseCover')}
        </Button>
        {value && <Button onClick={() => onChange?.('')}>{t('removeCover')}</Button>}
      </Space>
    </Space>
  );
});
