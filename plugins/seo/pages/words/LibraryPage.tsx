// /seoSetting/library (词库): the site's keywords (核心词, 长尾词, 品牌词, 地区词) and forbidden words
// (违禁词) — counts per kind, filter by kind, search, add/edit, switch per word, batch removal,
// import (.txt one a line, .xlsx first column; 新增 / 重复 / 无效) and export.
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Select, Space, Switch, Tag, Typography, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../../kernel';
import { WORD_KINDS, type WordKind, type WordRow } from '../../../../shared/domain/seo/words';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { ListPageCard } from '../../../../shared/ui/list/ListPageCard';
import { SelectionBar } from '../../../../shared/ui/list/SelectionBar';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { WORDS_STORE } from '../../tokens';
import { WordEditModal } from './WordEditModal';

const LibraryPage = observer(function LibraryPage() {
  const store = useService(WORDS_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`seo.words.${key}`, params);
  const [editing, setEditing] = useState<WordRow | 'new' | null>(null);
  const [importKind, setImportKind] = useState<WordKind>('core');
  const list = store.list;
  const kind = list.filters.kind;

  useEffect(() => {
    void list.load();
    void store.loadStats();
  }, [list, store]);

  const columns: FitColumn<WordRow>[] = [
    { title: t('word'), dataIndex: 'word', minWidth: 140, render: (word: string, row) => <CellLink onOpen={() => setEditing(row)} text={word} /> },
    { title: t('kind'), dataIndex: 'kind', width: 96, minWidth: 88, render: (k: WordKind) => <Tag color={k === 'forbidden' ? 'red' : 'blue'}>{t(`kinds.${k}`)}</Tag> },
    {
      title: t('enabled'), dataIndex: 'enabled', width: 88, minWidth: 80,
      render: (on: boolean, row) => <Switch size="small" checked={on} aria-label={`${t('enabled')} ${row.word}`} onChange={(v) => void store.setEnabled(row, v)} />,
    },
    { title: t('usage'), dataIndex: 'usage_count', width: 96, minWidth: 80, align: 'right', render: (n: number | null) => (n === null ? '—' : n) },
    { title: t('updated'), dataIndex: 'updated_at', width: 150, minWidth: 140, dropOrder: 1, render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm') },
    {
      title: t('actions'), key: 'actions', width: 80, minWidth: 72,
      render: (_: unknown, row) => <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={`${t('edit')} ${row.word}`}>{t('edit')}</Button>,
    },
  ];

  const stats = store.stats;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      {stats && (
        <Space wrap data-testid="word-stats">
          {WORD_KINDS.map((k) => <Tag key={k} color={k === 'forbidden' ? 'red' : 'blue'}>{t(`kinds.${k}`)} {stats[k]}</Tag>)}
          <Typography.Text type="secondary">{t('statsTotal', { total: stats.total, enabled: stats.enabled })}</Typography.Text>
        </Space>
      )}
      {store.lastImport && <Alert type="info" showIcon closable onClose={() => { store.lastImport = null; }} title={t('importResult', { ...store.lastImport })} />}
      <ListPageCard<WordRow>
        title={t('libraryTitle')}
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('search')}
        addLabel={t('add')}
        onAdd={() => setEditing('new')}
        emptyText={t('empty')}
        totalText={(n) => t('total', { total: n })}
        errorText={(message) => t('loadFailed', { message })}
        retryText={t('retry')}
        rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
        extra={
          <>
            <SelectionBar count={store.selected.length} countText={t('selected', { count: store.selected.length })}
              actionText={t('removeSelected')} busy={store.busy} onAction={() => store.removeSelected()} />
            <Select<WordKind | 'all'> value={kind ?? 'all'} style={{ width: 120 }} aria-label={t('kindFilter')}
              options={[{ value: 'all', label: t('allKinds') }, ...WORD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
              onChange={(v) => list.setFilters(v === 'all' ? {} : { kind: v })} />
            <Select<WordKind> value={importKind} style={{ width: 150 }} prefix={t('importKind')} aria-label={t('importKind')} onChange={setImportKind}
              options={WORD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
            <Upload accept=".txt,.xlsx" showUploadList={false} beforeUpload={(file) => { void store.importFile(file, importKind); return false; }}>
              <Button icon={<UploadOutlined />} loading={store.importing} title={t('importHint')}>{t('import')}</Button>
            </Upload>
            <Button onClick={() => void store.exportFile()}>{t('export')}</Button>
          </>
        }
      />
      <WordEditModal target={editing} defaultKind={kind ?? 'core'} onClose={() => setEditing(null)} />
    </Space>
  );
});

export default LibraryPage;
