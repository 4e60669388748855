// Thumbnails of files with name, size and dimensions, each selectable; files without a
// thumbnail (documents) show their type.
import FileOutlined from '@ant-design/icons/FileOutlined';
import { Checkbox, Empty, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ImageRow } from '../../../shared/domain';
import { formatSize } from '../store/LibraryBrowser';
import { useResourcesT } from './useResourcesT';

export function extensionOf(row: Pick<ImageRow, 'url'>): string {
  const dot = row.url.lastIndexOf('.');
  return dot >= 0 ? row.url.slice(dot + 1).toUpperCase() : '';
}

export function Thumb({ row, size = 'grid' }: { row: ImageRow; size?: 'grid' | 'small' }) {
  if (row.kind === 'image') {
    return <img className={`res-thumb res-thumb-${size}`} src={row.thumb_url || row.url} alt={row.name} loading="lazy" draggable={false} />;
  }
  return (
    <span className={`res-thumb res-thumb-${size} res-thumb-file`} aria-hidden="true">
      <FileOutlined />
      <span className="res-thumb-ext">{extensionOf(row)}</span>
    </span>
  );
}

export interface FileGridProps {
  rows: readonly ImageRow[];
  loading: boolean;
  emptyText: string;
  isSelected(id: number): boolean;
  onToggle(row: ImageRow): void;
  /** Clicking the picture: the picker chooses, the page opens nothing (the checkbox chooses). */
  onCardClick?(row: ImageRow): void;
  actions?(row: ImageRow): ReactNode;
  /** Rows that cannot be chosen here (documents in an images-only picker). */
  disabled?(row: ImageRow): boolean;
}

export const FileGrid = observer(function FileGrid({ rows, loading, emptyText, isSelected, onToggle, onCardClick, actions, disabled }: FileGridProps) {
  const t = useResourcesT();
  if (!loading && rows.length === 0) return <Empty className="res-empty" description={emptyText} />;
  return (
    <Spin spinning={loading}>
      <ul className="res-grid" data-testid="resources-grid">
        {rows.map((row) => {
          const selected = isSelected(row.id);
          const off = disabled?.(row) ?? false;
          return (
            <li key={row.id} className={`res-card${selected ? ' res-card-selected' : ''}${off ? ' res-card-disabled' : ''}`} data-testid="file-card" data-name={row.name}>
              <button type="button" className="res-card-picture" onClick={() => (onCardClick ?? onToggle)(row)} disabled={off} aria-pressed={selected} aria-label={row.name}>
                <Thumb row={row} />
              </button>
              <Checkbox className="res-card-check" checked={selected} disabled={off} onChange={() => onToggle(row)} aria-label={t('library.select', { name: row.name })} />
              <div className="res-card-name" title={row.name}>{row.name}</div>
              <div className="res-card-meta">
                <span>{formatSize(row.size)}</span>
                {row.kind === 'image' ? <span>{`${row.width}×${row.height}`}</span> : <span>{extensionOf(row)}</span>}
              </div>
              {actions && <div className="res-card-actions">{actions(row)}</div>}
            </li>
          );
        })}
      </ul>
    </Spin>
  );
});
