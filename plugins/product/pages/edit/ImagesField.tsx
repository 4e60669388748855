// 产品图片: up to ten pictures from the gallery, ordered by drag (or the arrows); the first is the
// cover and says so. Each has its alt text. The picker offers only as many as there is room for.
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Input, Tag, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { PRODUCT_LIMITS } from '../../../../shared/domain/product';
import { useGalleryPick } from '../../../../shared/ui/gallery/useGalleryPick';
import { useEditT } from './editText';
import type { ProductEditStore } from './ProductEditStore';
import { useDragOrder } from './useDragOrder';

export const ImagesField = observer(function ImagesField({ store }: { store: ProductEditStore }) {
  const t = useEditT();
  const pick = useGalleryPick();
  const { sourceProps, targetProps, isTarget } = useDragOrder('image', (from, to) => store.moveImage(from, to));
  const images = store.values.images;
  const last = images.length - 1;

  const add = async () => {
    const files = await pick({ limit: store.imageRoom, fileType: 1 });
    if (files.length) store.addImages(files);
  };

  return (
    <div className="product-images" data-testid="product-images">
      {images.map((image, index) => (
        <figure key={image.url} className={`product-image${isTarget(index) ? ' product-image-over' : ''}`} data-testid="product-image" {...targetProps(index)}>
          <div className="product-image-frame" {...sourceProps(index)}>
            <img src={image.url} alt={image.alt || t('imageN', { n: index + 1 })} draggable={false} />
            {index === 0 && (
              <Tag color="blue" className="product-image-cover">
                {t('cover')}
              </Tag>
            )}
          </div>
          <Input
            size="small"
            value={image.alt}
            maxLength={PRODUCT_LIMITS.alt}
            placeholder={t('altPlaceholder')}
            aria-label={`${t('alt')} ${index + 1}`}
            onChange={(e) => store.setAlt(index, e.target.value)}
          />
          <div className="product-image-actions">
            <Tooltip title={t('moveLeft')}>
              <Button type="text" size="small" icon={<ArrowLeftOutlined />} disabled={index === 0} aria-label={`${t('moveLeft')} ${index + 1}`} onClick={() => store.moveImage(index, index - 1)} />
            </Tooltip>
            <Tooltip title={t('moveRight')}>
              <Button type="text" size="small" icon={<ArrowRightOutlined />} disabled={index === last} aria-label={`${t('moveRight')} ${index + 1}`} onClick={() => store.moveImage(index, index + 1)} />
            </Tooltip>
            <Tooltip title={t('removeImage')}>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('removeImage')} ${index + 1}`} onClick={() => store.removeImage(index)} />
            </Tooltip>
          </div>
        </figure>
      ))}
      {store.imageRoom > 0 && (
        <button type="button" className="product-image-add" onClick={add}>
          <PlusOutlined />
          <span>{t('addImages')}</span>
          <span className="product-image-count">
            {images.length}/{PRODUCT_LIMITS.images}
          </span>
        </button>
      )}
    </div>
  );
});
