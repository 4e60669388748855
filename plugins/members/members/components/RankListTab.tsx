// 会员等级: the site's ranks (colour, level, 默认, 允许下载, members), 添加等级 (up to 20), edit and
// delete — confirmed; the default rank cannot be deleted, and the server refuses a rank with members.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import { MAX_RANKS } from '../../../../shared/domain/members/memberRules';
import type { RankRow } from '../../../../shared/domain/members/memberApi';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { MEMBER_RANKS } from '../tokens';
import { useMembersT } from './text';

const EDIT_PATH = '/marketInteract/editManagementRank';

export const RankListTab = observer(function RankListTab() {
  const store = useService(MEMBER_RANKS);
  const notifier = useService(TOKENS.notifier);
  const t = useMembersT('ranks');
  const lt = useMembersT('list');
  const navigate = useNavigate();

  useEffect(() => {
    void store.load();
  }, [store]);

  const remove = async (rank: RankRow) => {
    if (!(await notifier.confirm({ title: lt('confirmTitle'), content: t('removeConfirm', { name: rank.name }), danger: true }))) return;
    await store.remove(rank);
  };

  const full = store.ranks.length >= MAX_RANKS;
  const yesNo = (v: 0 | 1) => (v === 1 ? <Tag color="blue">{t('yes')}</Tag> : <span className="mb-muted">{t('no')}</span>);
  const columns: FitColumn<RankRow>[] = [
    {
      title: t('name'),
      dataIndex: 'name',
      minWidth: 160,
      render: (name: string, row) => <CellLink to={`${EDIT_PATH}?id=${row.id}`} text={name} after={<Tag color={row.color} className="mb-rank-tag">{row.color}</Tag>} />,
    },
    { title: t('level'), dataIndex: 'level', width: 90, minWidth: 80, align: 'right' },
    { title: t('isDefault'), dataIndex: 'is_default', width: 100, minWidth: 90, render: yesNo },
    { title: t('allowDownload'), dataIndex: 'allow_download', width: 100, minWidth: 90, render: yesNo },
    { title: t('members'), dataIndex: 'member_count', width: 100, minWidth: 80, align: 'right' },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      minWidth: 120,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${EDIT_PATH}?id=${row.id}`)}>{t('edit')}</Button>
          <Tooltip title={row.is_default === 1 ? t('defaultNoRemove') : row.member_count > 0 ? t('hasMembers') : undefined}>
            <Button type="link" size="small" danger disabled={row.is_default === 1 || store.removing !== null} onClick={() => remove(row)}>{t('remove')}</Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="mb-actions">
        <Typography.Text type="secondary">{t('count', { count: store.ranks.length })}</Typography.Text>
        <div className="mb-spacer" />
        <Tooltip title={full ? t('full') : undefined}>
          <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => navigate(EDIT_PATH)}>{t('add')}</Button>
        </Tooltip>
      </div>
      {store.error && <Alert type="error" showIcon title={lt('loadFailed', { message: store.error })} action={<Button onClick={() => store.load()}>{lt('retry')}</Button>} className="mb-alert" />}
      <FitTable<RankRow>
        rowKey="id"
        loading={store.loading}
        columns={columns}
        dataSource={store.ranks}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        data-testid="rank-table"
      />
    </>
  );
});
