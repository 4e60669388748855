// 会员列表: filters, the selection's batches (启用, 禁用, 修改等级, 删除 — each confirmed), 导出 as a task
// with its progress on the page (导出完整手机号 asks for full numbers), the table and the drawer.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Checkbox, Empty, Modal, Select, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import type { MemberRow } from '../../../../shared/domain/members/memberApi';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { InlineTask } from '../../../../shared/ui/task/InlineTask';
import type { MemberAction } from '../store/MemberListStore';
import { MEMBER_LIST, MEMBER_RANKS } from '../tokens';
import { MemberDrawer } from './MemberDrawer';
import { MemberFilters } from './MemberFilters';
import { STATUS_COLOR, timeText, useMembersT } from './text';

const ADD_PATH = '/marketInteract/addManagement';
const editPath = (row: MemberRow) => `${ADD_PATH}?id=${row.id}`;

export const MemberListTab = observer(function MemberListTab() {
  const store = useService(MEMBER_LIST);
  const ranks = useService(MEMBER_RANKS);
  const notifier = useService(TOKENS.notifier);
  const t = useMembersT('list');
  const ft = useMembersT('fields');
  const st = useMembersT('status');
  const so = useMembersT('source');
  const navigate = useNavigate();
  const [rankFor, setRankFor] = useState<number[] | null>(null);
  const [rankPick, setRankPick] = useState<number>();
  const list = store.list;

  useEffect(() => {
    void list.load();
    if (!ranks.loaded) void ranks.load();
    store.resumeExport();
  }, [store, ranks, list]);

  const run = async (action: MemberAction, ids: number[] = store.selected) => {
    if (ids.length === 0) return;
    const content = action === 'remove'
      ? (ids.length === 1 ? t('removeConfirm') : t('removeConfirmMany', { count: ids.length }))
      : t(action === 'disable' ? 'disableConfirm' : 'enableConfirm', { count: ids.length });
    if (!(await notifier.confirm({ title: t('confirmTitle'), content, danger: action !== 'enable' }))) return;
    await store.run(action, ids);
  };

  const openRank = (ids: number[]) => {
    setRankPick(undefined);
    setRankFor(ids);
  };
  const applyRank = async () => {
    if (!rankFor || rankPick === undefined) return;
    if (await store.changeRank(rankPick, rankFor)) setRankFor(null);
  };

  const columns: FitColumn<MemberRow>[] = [
    {
      title: ft('account'),
      dataIndex: 'account',
      minWidth: 150,
      render: (account: string, row) => (
        <div className="mb-cell">
          <CellLink onOpen={() => store.openDetail(row.id)} text={account} />
          {row.nickname && <span className="mb-sub">{row.nickname}</span>}
        </div>
      ),
    },
    { title: ft('phone'), dataIndex: 'phone', width: 136, minWidth: 132, className: 'mb-nowrap' },
    { title: ft('email'), dataIndex: 'email', width: 200, minWidth: 120, dropOrder: 3, ellipsis: true },
    { title: ft('rank'), dataIndex: 'rank_name', width: 110, minWidth: 96, render: (name: string, row) => <Tag color={row.rank_color}>{name}</Tag> },
    { title: ft('status'), dataIndex: 'status', width: 84, minWidth: 76, render: (s: number) => <Tag color={STATUS_COLOR[s]}>{st(String(s))}</Tag> },
    { title: ft('source'), dataIndex: 'source', width: 100, minWidth: 88, dropOrder: 2, render: (s: number) => so(String(s)) },
    { title: ft('registered'), dataIndex: 'registered_at', width: 160, minWidth: 156, dropOrder: 4, className: 'mb-nowrap', render: timeText },
    { title: ft('lastLogin'), dataIndex: 'last_login_at', width: 160, minWidth: 156, dropOrder: 1, className: 'mb-nowrap', render: (ms: number | null) => (ms === null ? <span className="mb-muted">{t('never')}</span> : timeText(ms)) },
    {
      title: t('actions'),
      key: 'actions',
      width: 150,
      minWidth: 150,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => store.openDetail(row.id)}>{t('view')}</Button>
          <Button type="link" size="small" onClick={() => navigate(editPath(row))}>{t('edit')}</Button>
          <Button type="link" size="small" danger onClick={() => run('remove', [row.id])}>{t('remove')}</Button>
        </Space>
      ),
    },
  ];

  const none = store.selected.length === 0 || store.busy;
  const emptyText = store.filtered ? t('emptyFiltered') : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_PATH)}>{t('add')}</Button>
    </Empty>
  );

  return (
    <>
      <MemberFilters store={store} ranks={ranks.ranks} />
      <div className="mb-actions">
        {store.selected.length > 0 && <Typography.Text type="secondary">{t('selected', { count: store.selected.length })}</Typography.Text>}
        <Button disabled={none} onClick={() => run('enable')}>{t('enable')}</Button>
        <Button disabled={none} onClick={() => run('disable')}>{t('disable')}</Button>
        <Button disabled={none} onClick={() => openRank(store.selected)}>{t('changeRank')}</Button>
        <Button danger disabled={none} onClick={() => run('remove')}>{t('remove')}</Button>
        <div className="mb-spacer" />
        <Checkbox checked={store.fullPhone} onChange={(e) => store.setFullPhone(e.target.checked)}>{t('fullPhone')}</Checkbox>
        <Button loading={store.exporting} disabled={store.exportTaskId !== null} onClick={() => store.startExport()}>{t('export')}</Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_PATH)}>{t('add')}</Button>
      </div>
      {store.exportTaskId !== null && (
        <div className="mb-task">
          <InlineTask taskId={store.exportTaskId} onFinished={(task) => void store.exportFinished(task)} />
        </div>
      )}
      {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{t('retry')}</Button>} className="mb-alert" />}
      <FitTable<MemberRow>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
        locale={{ emptyText }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => t('total', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="member-table"
      />
      <Modal
        open={rankFor !== null}
        title={t('rankTitle')}
        onCancel={() => setRankFor(null)}
        onOk={() => void applyRank()}
        okButtonProps={{ disabled: rankPick === undefined }}
        confirmLoading={store.busy}
        destroyOnHidden
      >
        <p>{t('rankText', { count: rankFor?.length ?? 0 })}</p>
        <Select
          autoFocus
          className="mb-full"
          style={{ width: '100%' }}
          placeholder={t('rankPick')}
          value={rankPick}
          onChange={setRankPick}
          options={ranks.ranks.map((r) => ({ value: r.id, label: <span><span className="mb-swatch" style={{ background: r.color }} />{r.name}</span> }))}
          aria-label={t('rankPick')}
        />
      </Modal>
      <MemberDrawer store={store} />
    </>
  );
});
