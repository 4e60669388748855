// 添加关联内容 / 添加关联产品: the site's live items of the open tab's kind not yet linked to the
// keyword — a type filter (articles), a search, pages of checkboxes (the choice is kept across
// pages) — linked in one call.
import { Alert, Button, Input, Modal, Select, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { TOKENS, useService } from '../../../kernel';
import { ARTICLE_TYPES, type ArticleType } from '../../../shared/domain';
import type { CandidateRow } from '../api';
import { KEYWORD_CONTENT_STORE } from '../tokens';
import { formatTime, useKeywordsT, useKindText } from './keywordsText';

const ALL = 'all';

export const CandidatePicker = observer(function CandidatePicker() {
  const store = useService(KEYWORD_CONTENT_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = useKeywordsT('picker');
  const list = store.candidates;
  const [search, setSearch] = useState('');

  // Every opening starts blank (the store resets the list).
  useEffect(() => {
    if (store.pickerOpen) setSearch('');
  }, [store.pickerOpen]);

  const kind = store.kind;
  const k = useKindText(kind);
  const typeName = (type: number) => (i18n.has(`keywords.types.${type}`) ? i18n.t(`keywords.types.${type}`) : String(type));
  const statusName = (row: CandidateRow) => {
    const key = `keywords.status.${kind}.${row.status === 1 ? 1 : 0}`;
    return i18n.has(key) ? i18n.t(key) : row.status_text;
  };
  const columns: TableProps<CandidateRow>['columns'] = [
    { title: k('name'), dataIndex: 'title', ellipsis: true },
    ...(kind === 'article' ? [{ title: t('type'), dataIndex: 'type', width: 80, render: (type: number) => <Tag>{typeName(type)}</Tag> }] : []),
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      render: (_: unknown, row: CandidateRow) => <Tag color={row.status === 1 ? 'green' : 'default'}>{statusName(row)}</Tag>,
    },
    { title: t('updated'), dataIndex: 'updated_at', width: 150, render: formatTime },
  ];

  const type = list.filters.type;
  return (
    <Modal
      open={store.pickerOpen}
      title={k('pickerTitle')}
      width={820}
      okText={store.picked.length > 0 ? i18n.t('kernel.common.withCount', { label: t('confirm'), count: t('picked', { count: store.picked.length }) }) : t('confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: store.picked.length === 0 }}
      confirmLoading={store.associating}
      onOk={() => store.associatePicked()}
      onCancel={() => store.closePicker()}
      destroyOnHidden
    >
      <div className="kw-picker-filters">
        {kind === 'article' && (
          <Select<ArticleType | typeof ALL>
            className="kw-picker-type"
            aria-label={t('typeFilter')}
            value={type ?? ALL}
            onChange={(value) => store.setCandidateType(value === ALL ? undefined : value)}
            options={[{ value: ALL, label: t('allTypes') }, ...ARTICLE_TYPES.map((v) => ({ value: v, label: typeName(v) }))]}
          />
        )}
        <Input.Search
          className="kw-picker-search"
          allowClear
          placeholder={k('search')}
          aria-label={k('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(value) => list.search(value)}
        />
      </div>
      {list.error && (
        <Alert
          type="error"
          showIcon
          title={i18n.t('keywords.loadFailed', { message: list.error })}
          action={<Button onClick={() => list.load()}>{i18n.t('keywords.retry')}</Button>}
          className="kw-alert"
        />
      )}
      <Table<CandidateRow>
        rowKey="id"
        size="small"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        rowSelection={{ selectedRowKeys: store.picked, preserveSelectedRowKeys: true, onChange: (keys) => store.pick(keys as number[]) }}
        locale={{ emptyText: k('pickerEmpty') }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: false, showTotal: (n) => k('total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="keyword-candidates"
      />
    </Modal>
  );
});
