// A picture (or file) from the site's image library through the global gallery picker: its
// thumbnail (a player for a video), 选择 and 清除. The picker answers library rows; the field keeps the row's address.
import { Button, Space } from 'antd';
import { useT } from '../../../../kernel';
import { useGalleryPick } from '../../../../shared/ui/gallery/useGalleryPick';

export function LibraryImageField({ value, onChange, label, files }: { value: string; onChange(url: string): void; label: string; files?: boolean }) {
  const t = useT();
  const pick = useGalleryPick();
  const choose = async () => {
    const [row] = await pick({ limit: 1, fileType: files ? 9 : 1 });
    if (row) onChange(row.url);
  };
  return (
    <Space align="center">
      {value && !files && <img className="wg-thumb" src={value} alt={label} />}
      {value && files && (/\.mp4$/i.test(value)
        ? <video className="wg-thumb-video" src={value} controls preload="metadata" aria-label={label} />
        : <span className="wg-help">{value}</span>)}
      <Button onClick={() => void choose()} aria-label={`${t('settings.widgets.pick')} ${label}`}>{t(value ? 'settings.widgets.repick' : 'settings.widgets.pick')}</Button>
      {value && <Button type="link" onClick={() => onChange('')}>{t('settings.widgets.clear')}</Button>}
    </Space>
  );
}
