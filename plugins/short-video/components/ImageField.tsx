// An image field filled from the gallery picker (§2's global dialog, contributed by the resources
// plugin and opened through the DialogService, since plugins never import each other): a preview,
// 从图库选择 and 移除. Used for a video's cover and an account's avatar and QR code.
import { Button, Space } from 'antd';
import { TOKENS, useService } from '../../../kernel';
import { GALLERY_PICKER_DIALOG, type GalleryPickerProps, type ImageRow } from '../../../shared/domain';

export interface ImageFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  /** What the image is, for the empty box and the preview's alt text. */
  label: string;
  chooseText: string;
  removeText: string;
  /** 'cover': a 16:9 box; 'square': avatars and QR codes. */
  shape?: 'cover' | 'square';
}

export function ImageField({ value, onChange, label, chooseText, removeText, shape = 'cover' }: ImageFieldProps) {
  const dialogs = useService(TOKENS.dialogs);
  const choose = async () => {
    const props: GalleryPickerProps = { limit: 1, fileType: 1 };
    const [file] = (await dialogs.show<ImageRow[]>(GALLERY_PICKER_DIALOG, { ...props })) ?? [];
    if (file) onChange?.(file.url);
  };
  const box = `sv-image sv-image-${shape}`;
  return (
    <Space orientation="vertical" className="sv-image-field">
      {value ? <img className={box} src={value} alt={label} /> : <div className={`${box} sv-image-empty`}>{label}</div>}
      <Space>
        <Button onClick={choose}>{chooseText}</Button>
        {value && <Button onClick={() => onChange?.('')}>{removeText}</Button>}
      </Space>
    </Space>
  );
}
