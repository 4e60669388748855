// /marketInteract/infoSearch (信息搜索): the site's lookups, larger 权重 first — searched by name,
// paged; each with its record count (opening 管理记录), 匹配方式, 查询权限, the 开放 switch, 权重
// edited in place, the visitors' lookup address (copy or open), 编辑 and 删除 (confirmed). 管理记录
// opens the records drawer, kept in the address (?records=<id>) so a reload shows it again. Cells
// that change in place are observers of their own (components/ListCells.tsx).
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { Button, Space, Tag, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import type { InfoQueryRow } from '../../../../shared/domain/members';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { ListPageCard } from '../../../../shared/ui/list/ListPageCard';
import { useInfoT } from '../components/infoText';
import { OpenSwitch, RemoveButton, WeightInput } from '../components/ListCells';
import { RecordsDrawer } from '../components/RecordsDrawer';
import { INFO_LIST } from '../tokens';
import '../components/info.css';

const EDIT_PATH = '/marketInteract/infoDataAdd';

const InfoSearchPage = observer(function InfoSearchPage() {
  const store = useService(INFO_LIST);
  const notifier = useService(TOKENS.notifier);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const t = useInfoT('list');
  const tt = useInfoT();
  const list = store.list;
  const recordsOf = Number(params.get('records')) || null;

  useEffect(() => {
    void list.load();
  }, [list]);

  const openRecords = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('records', String(id));
    else next.delete('records');
    setParams(next, { replace: !id });
  };

  const copy = async (row: InfoQueryRow) => {
    const url = `${window.location.origin}${row.public_path}`;
    try {
      await navigator.clipboard.writeText(url);
      notifier.success(t('copied'));
    } catch {
      notifier.error(t('copyFailed', { url }));
    }
  };

  const columns: FitColumn<InfoQueryRow>[] = [
    { title: t('name'), dataIndex: 'title', minWidth: 150, render: (title: string, row) => <CellLink to={`${EDIT_PATH}?id=${row.id}`} text={title} /> },
    {
      title: t('records'),
      dataIndex: 'record_count',
      width: 96,
      minWidth: 88,
      align: 'right',
      render: (count: number, row) => (
        <Button type="link" size="small" className="info-count" onClick={() => openRecords(row.id)}>
          {t('recordCount', { count: count.toLocaleString() })}
        </Button>
      ),
    },
    { title: t('degree'), dataIndex: 'degree', width: 96, minWidth: 88, dropOrder: 2, render: (degree: string) => tt(`degrees.${degree}`) },
    {
      title: t('permission'),
      dataIndex: 'permission',
      width: 150,
      minWidth: 110,
      dropOrder: 1,
      render: (permission: string, row) =>
        permission === 'rank' ? (
          <span className="info-clip" title={row.rank_names.join('、')}>
            {row.rank_names.length ? row.rank_names.map((n) => <Tag key={n}>{n}</Tag>) : tt('permissions.rank')}
          </span>
        ) : (
          tt(`permissions.${permission}`)
        ),
    },
    {
      title: t('open'),
      dataIndex: 'if_open',
      width: 72,
      minWidth: 68,
      render: (_: unknown, row) => <OpenSwitch row={row} />,
    },
    {
      title: <Tooltip title={t('weightHint')}>{t('weight')}</Tooltip>,
      dataIndex: 'weight',
      width: 96,
      minWidth: 88,
      render: (_: unknown, row) => <WeightInput row={row} />,
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 300,
      minWidth: 290,
      render: (_: unknown, row) => (
        <Space size={0} className="info-actions">
          <Button type="link" size="small" onClick={() => openRecords(row.id)}>{t('manage')}</Button>
          <Button type="link" size="small" onClick={() => navigate(`${EDIT_PATH}?id=${row.id}`)}>{t('edit')}</Button>
          <Tooltip title={t('copyLink')}>
            <Button type="link" size="small" icon={<CopyOutlined />} onClick={() => void copy(row)} aria-label={`${t('copyLink')} ${row.title}`} />
          </Tooltip>
          <Button type="link" size="small" href={row.public_path} target="_blank" rel="noreferrer">{t('link')}</Button>
          <RemoveButton row={row} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPageCard<InfoQueryRow>
        title={t('title')}
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('search')}
        addLabel={t('add')}
        onAdd={() => navigate(EDIT_PATH)}
        emptyText={t('empty')}
        totalText={(n) => t('total', { total: n })}
        errorText={(message) => tt('loadFailed', { message })}
        retryText={tt('retry')}
      />
      <RecordsDrawer queryId={recordsOf} onClose={() => { openRecords(null); void list.load(); }} />
    </>
  );
});

export default InfoSearchPage;
