// Data forms of the active site (/zhEnquiry/formList4): search, paging, add and edit through the
// global data-form dialog, collect on/off, delete with confirmation, jump to the records.
import { Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';
import type { DataFormSummary } from '../../../shared/domain';
import { DATA_FORMS_STORE, DIALOGS } from '../tokens';
import { ListPageCard } from '../../../shared/ui/list/ListPageCard';
import { PublishSwitch } from './PublishSwitch';
import './pages.css';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { CellLink } from '../../../shared/ui/list/CellLink';

const DataFormListPage = observer(function DataFormListPage() {
  const store = useService(DATA_FORMS_STORE);
  const dialogs = useService(TOKENS.dialogs);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`forms.list.${key}`, params);
  const list = store.list;

  useEffect(() => {
    void list.load();
  }, [list]);

  const open = async (id?: number) => {
    const saved = await dialogs.show<boolean>(DIALOGS.dataForm, id ? { mode: 'edit', id } : { mode: 'add' });
    if (saved) await list.load();
  };

  const remove = async (form: DataFormSummary) => {
    const ok = await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('removeConfirm', { title: form.title }), danger: true });
    if (ok && (await store.remove(form.id))) notifier.success(t('removed'));
  };

  const columns: FitColumn<DataFormSummary>[] = [
    { title: t('name'), dataIndex: 'title', minWidth: 180, render: (title: string, form) => <CellLink onOpen={() => open(form.id)} text={title} /> },
    { title: t('items'), dataIndex: 'itemCount', width: 90, minWidth: 64, dropOrder: 1, align: 'right' },
    { title: t('records'), dataIndex: 'recordCount', width: 90, minWidth: 64, align: 'right' },
    {
      title: t('status'),
      dataIndex: 'published',
      width: 130,
      minWidth: 100,
      render: (published: boolean, form) => <PublishSwitch title={form.title} published={published} onChange={(value) => store.publish(form.id, value)} />,
    },
    { title: t('updated'), dataIndex: 'updated_at', width: 170, minWidth: 140, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
    {
      title: t('actions'),
      key: 'actions',
      width: 290,
      minWidth: 276,
      render: (_: unknown, form) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => open(form.id)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`/zhEnquiry/messageManagement4?formId=${form.id}`)}>
            {t('viewRecords')}
          </Button>
          <Button type="link" size="small" href={`/form/data/${form.id}`} target="_blank" rel="noopener noreferrer">
            {t('preview')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(form)}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListPageCard<DataFormSummary>
      title={t('dataTitle')}
      list={list}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('search')}
      addLabel={t('add')}
      onAdd={() => open()}
      emptyText={t('empty')}
      totalText={(n) => t('total', { total: n })}
      errorText={(message) => i18n.t('forms.loadFailed', { message })}
      retryText={i18n.t('forms.retry')}
    />
  );
});

export default DataFormListPage;
