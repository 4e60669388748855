// The global image-gallery picker (§2; §9: limit 1, file type 9 by default), opened by any plugin
// with dialogs.show<ImageRow[]>(GALLERY_PICKER_DIALOG, { limit, fileType }). Folder tree, search,
// paging and upload in place; OK answers the chosen rows (in the order chosen), cancel undefined.
import { Button, Input, Modal, Pagination } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { TOKENS, useService, type DialogProps } from '../../../kernel';
import { FILE_TYPE, type GalleryPickerProps, type ImageRow } from '../../../shared/domain';
import { FileGrid } from '../components/FileGrid';
import { FolderTree } from '../components/FolderTree';
import { UploadButton, UploadList } from '../components/UploadPanel';
import { useResourcesT } from '../components/useResourcesT';
import { PICKER_FACTORY } from '../tokens';
import '../resources.css';

export const PICKER_WIDTH = 960;

const GalleryPickerDialog = observer(function GalleryPickerDialog(props: DialogProps<ImageRow[]>) {
  const { close, limit, fileType } = props as DialogProps<ImageRow[]> & GalleryPickerProps;
  const factory = useService(PICKER_FACTORY);
  const notifier = useService(TOKENS.notifier);
  const t = useResourcesT();
  const [store] = useState(() => factory({ limit, fileType }));
  const { list } = store;

  useEffect(() => {
    void store.open();
  }, [store]);

  const toggle = (row: ImageRow) => {
    if (store.toggle(row)) return;
    notifier.warning(store.accepts(row) ? t('picker.limitReached', { limit: store.limit }) : t('picker.onlyImages'));
  };

  const imagesOnly = store.fileType === FILE_TYPE.image;
  return (
    <Modal
      open
      width={PICKER_WIDTH}
      title={t(imagesOnly ? 'picker.titleImage' : 'picker.titleFile')}
      onCancel={() => close()}
      maskClosable={false}
      className="res-picker"
      footer={
        <div className="res-picker-footer">
          <span className="res-picker-count" data-testid="picker-count">{t('picker.limit', { count: store.selected.size, limit: store.limit })}</span>
          <Button onClick={() => close()}>{t('picker.cancel')}</Button>
          <Button type="primary" disabled={store.selected.size === 0 || store.uploading} onClick={() => close(store.result)}>
            {t('picker.ok')}
          </Button>
        </div>
      }
    >
      <div className="res-picker-body" data-testid="gallery-picker">
        <aside className="res-picker-side">
          <FolderTree browser={store} />
        </aside>
        <section className="res-picker-main">
          <div className="res-toolbar">
            <UploadButton browser={store} label={t(imagesOnly ? 'library.uploadImage' : 'library.upload')} />
            <Input.Search allowClear placeholder={t('library.search')} aria-label={t('library.search')} onSearch={(value) => list.search(value)} className="res-search" />
          </div>
          <UploadList browser={store} />
          <FileGrid
            rows={list.rows}
            loading={list.loading}
            emptyText={list.keyword.trim() ? t('library.emptySearch') : t('library.empty')}
            isSelected={(id) => store.isSelected(id)}
            onToggle={toggle}
            disabled={(row) => !store.accepts(row)}
          />
          <Pagination
            size="small"
            className="res-pagination"
            current={list.page}
            pageSize={list.rowsPerPage}
            total={list.total}
            showTotal={(total) => t('library.total', { total })}
            onChange={(page, size) => list.setPage(page, size)}
          />
        </section>
      </div>
    </Modal>
  );
});

export default GalleryPickerDialog;
