// 产品参数: rows of 参数名 / 参数值 (at most 50), added, removed and ordered by drag or arrows.
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Input, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { PRODUCT_LIMITS } from '../../../../shared/domain/product';
import { useEditT } from './editText';
import type { ProductEditStore } from './ProductEditStore';
import { useDragOrder } from './useDragOrder';

const MARKUP = /<\s*\/?\s*[a-z!?]/i;

/** Which cells of a row the table's message is about (an empty name, markup). */
function badCells(row: { name: string; value: string }, shown: boolean): { name: boolean; value: boolean } {
  if (!shown) return { name: false, value: false };
  return { name: !row.name.trim() || MARKUP.test(row.name), value: MARKUP.test(row.value) };
}

export const SpecsTable = observer(function SpecsTable({ store }: { store: ProductEditStore }) {
  const t = useEditT();
  const { sourceProps, targetProps, isTarget } = useDragOrder('spec', (from, to) => store.moveSpec(from, to));
  const rows = store.values.specs;
  const full = rows.length >= PRODUCT_LIMITS.specs;
  // The rule book names the table's first problem (shown under it); the cells it is about are marked.
  const shown = store.issueOf('specs') !== undefined;

  return (
    <div className="product-specs">
      <table className="product-specs-table" data-testid="specs-table">
        <thead>
          <tr>
            <th className="product-specs-drag" aria-hidden="true" />
            <th className="product-specs-name">{t('specName')}</th>
            <th>{t('specValue')}</th>
            <th className="product-specs-actions">{t('specActions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className="product-specs-empty">
                {t('noSpecs')}
              </td>
            </tr>
          )}
          {rows.map((row, index) => {
            const label = t('specRow', { n: index + 1 });
            const bad = badCells(row, shown);
            return (
              <tr key={row.key} className={isTarget(index) ? 'product-spec-over' : undefined} data-testid="spec-row" {...targetProps(index)}>
                <td className="product-specs-drag" {...sourceProps(index)}>
                  <HolderOutlined />
                </td>
                <td>
                  <Input value={row.name} status={bad.name ? 'error' : undefined} maxLength={PRODUCT_LIMITS.specName} aria-label={`${t('specName')} ${label}`} onChange={(e) => store.setSpec(index, 'name', e.target.value)} />
                </td>
                <td>
                  <Input value={row.value} status={bad.value ? 'error' : undefined} maxLength={PRODUCT_LIMITS.specValue} aria-label={`${t('specValue')} ${label}`} onChange={(e) => store.setSpec(index, 'value', e.target.value)} />
                </td>
                <td className="product-specs-actions">
                  <Tooltip title={t('moveUp')}>
                    <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={`${t('moveUp')} ${label}`} onClick={() => store.moveSpec(index, index - 1)} />
                  </Tooltip>
                  <Tooltip title={t('moveDown')}>
                    <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === rows.length - 1} aria-label={`${t('moveDown')} ${label}`} onClick={() => store.moveSpec(index, index + 1)} />
                  </Tooltip>
                  <Tooltip title={t('removeSpec')}>
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('removeSpec')} ${label}`} onClick={() => store.removeSpec(index)} />
                  </Tooltip>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="product-specs-foot">
        <Button icon={<PlusOutlined />} onClick={() => store.addSpec()} disabled={full}>
          {t('addSpec')}
        </Button>
        <span className="product-hint">
          {rows.length}/{PRODUCT_LIMITS.specs} · {t('specsHint', { max: PRODUCT_LIMITS.specs })}
        </span>
      </div>
    </div>
  );
});
