// The item list inside the form dialogs: order by drag or up/down arrows (the first has no up
// arrow, the last no down arrow, §4), edit and delete where the §4 rules allow. The buttons sit in
// fixed slots, so they line up in columns down the list.
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { Button, Tag, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TOKENS, useService } from '../../../kernel';

export interface RowItem {
  key: string | number;
  title: string;
  type: string;
  require: boolean;
  isSystem: boolean;
  hidden?: boolean;
  condition?: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

interface Props {
  rows: RowItem[];
  canMove(index: number, direction: -1 | 1): boolean;
  onMove(index: number, direction: -1 | 1): void;
  onReorder(from: number, to: number): void;
  onEdit(index: number): void;
  onDelete(index: number): void;
}

/** The place of a button this row does not have. */
const EmptySlot = () => <span className="forms-item-slot" aria-hidden="true" />;

export const ItemRows = observer(function ItemRows({ rows, canMove, onMove, onReorder, onEdit, onDelete }: Props) {
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`forms.dialog.${key}`);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  return (
    <ol className="forms-item-rows" aria-label={t('items')}>
      {rows.map((row, index) => (
        <li
          key={row.key}
          className={`forms-item-row${over === index && dragging !== null && dragging !== index ? ' forms-item-row-over' : ''}`}
          draggable
          data-testid="form-item-row"
          onDragStart={(e) => {
            setDragging(index);
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(index));
          }}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((o) => (o === index ? null : o))}
          onDrop={(e) => {
            e.preventDefault();
            const from = Number(e.dataTransfer.getData('text/plain'));
            if (Number.isInteger(from)) onReorder(from, index);
            setDragging(null);
            setOver(null);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
        >
          <HolderOutlined className="forms-item-drag" aria-label={t('drag')} />
          <span className="forms-item-title">{row.title}</span>
          <span className="forms-item-tags">
            <Tag>{i18n.t(`forms.types.${row.type}`)}</Tag>
            {row.isSystem && <Tag color="blue">{t('system')}</Tag>}
            {row.require && <Tag color="red">{t('required')}</Tag>}
            {row.condition && <Tag color="purple">{t('condition')}</Tag>}
            {row.hidden && <Tag>{t('hidden')}</Tag>}
          </span>
          {/* Four fixed slots (up, down, edit, delete): a missing button leaves its slot empty, so
              every icon stays in its column from row to row. */}
          <span className="forms-item-actions">
            {canMove(index, -1) ? (
              <Tooltip title={t('moveUp')}>
                <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`${t('moveUp')} ${row.title}`} onClick={() => onMove(index, -1)} />
              </Tooltip>
            ) : (
              <EmptySlot />
            )}
            {canMove(index, 1) ? (
              <Tooltip title={t('moveDown')}>
                <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`${t('moveDown')} ${row.title}`} onClick={() => onMove(index, 1)} />
              </Tooltip>
            ) : (
              <EmptySlot />
            )}
            {row.canEdit ? (
              <Tooltip title={t('editItem')}>
                <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${t('editItem')} ${row.title}`} onClick={() => onEdit(index)} />
              </Tooltip>
            ) : (
              <EmptySlot />
            )}
            {row.canDelete ? (
              <Tooltip title={t('removeItem')}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('removeItem')} ${row.title}`} onClick={() => onDelete(index)} />
              </Tooltip>
            ) : (
              <EmptySlot />
            )}
          </span>
        </li>
      ))}
    </ol>
  );
});
