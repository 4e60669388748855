// A picture chosen from the gallery (the resources plugin's picker, through the DialogService), or
// uploaded when the caller offers it (the favicon): a preview, the buttons, and 移除.
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../../kernel';
import { useGalleryPick } from '../../../../shared/ui/gallery/useGalleryPick';

export interface PictureFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  label: string;
  /** Preview box size in px (a favicon is shown small). */
  size: number;
  extra?: ReactNode;
}

export function PictureField({ value, onChange, label, size, extra }: PictureFieldProps) {
  const t = useT();
  const pick = useGalleryPick();
  const choose = async () => {
    const [file] = await pick({ limit: 1, fileType: 1 });
    if (file) onChange?.(file.url);
  };
  return (
    <Space align="center" wrap>
      <div className="site-picture" style={{ width: size, height: size }}>
        {value ? <img src={value} alt={label} /> : <span>{t('settings.site.info.none')}</span>}
      </div>
      <Button onClick={() => void choose()}>{t('settings.site.info.fromGallery')}</Button>
      {extra}
      {value && <Button onClick={() => onChange?.('')}>{t('settings.site.info.remove')}</Button>}
    </Space>
  );
}
