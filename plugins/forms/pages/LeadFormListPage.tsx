// Lead forms of the active site (/zhEnquiry/form, /zhEnquiry/formList_en): search, paging, add
// and edit through the global form dialog, collect on/off, delete with confirmation.
import { Button, Space, Tag, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';
import { isForeignSiteType, type LeadFormSummary } from '../../../shared/domain';
import { DIALOGS, LEAD_FORMS_STORE } from '../tokens';
import { ListPageCard } from '../../../shared/ui/list/ListPageCard';
import { PublishSwitch } from './PublishSwitch';
import './pages.css';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { CellLink } from '../../../shared/ui/list/CellLink';

export function useOpenLeadFormDialog(): (id?: number) => Promise<void> {
  const dialogs = useService(TOKENS.dialogs);
  const site = useService(TOKENS.site);
  const store = useService(LEAD_FORMS_STORE);
  return async (id?: number) => {
    const variant = isForeignSiteType(site.siteType) ? 'en' : 'zh';
    const saved = await dialogs.show<boolean>(DIALOGS.leadForm, id ? { mode: 'edit', variant, id } : { mode: 'add', variant });
    // §4: after a save attempt the list reloads.
    if (saved) await store.list.load();
  };
}

const LeadFormListPage = observer(function LeadFormListPage() {
  const store = useService(LEAD_FORMS_STORE);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const openDialog = useOpenLeadFormDialog();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`forms.list.${key}`, params);
  const list = store.list;

  useEffect(() => {
    void list.load();
  }, [list]);

  // ?edit=<id> or ?edit=new (the command palette's way in) opens the form dialog once.
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  useEffect(() => {
    if (!editing) return;
    setParams({}, { replace: true });
    const id = Number(editing);
    void openDialog(editing === 'new' || !Number.isInteger(id) || id <= 0 ? undefined : id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  const remove = async (form: LeadFormSummary) => {
    const ok = await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('removeConfirm', { title: form.title }), danger: true });
    if (ok && (await store.remove(form.id))) notifier.success(t('removed'));
  };

  const columns: FitColumn<LeadFormSummary>[] = [
    { title: t('name'), dataIndex: 'title', minWidth: 180, render: (title: string, form) => <CellLink onOpen={() => openDialog(form.id)} text={title} /> },
    { title: t('items'), dataIndex: 'itemCount', width: 90, minWidth: 64, dropOrder: 1, align: 'right' },
    {
      title: t('messages'),
      dataIndex: 'messageCount',
      width: 140,
      minWidth: 120,
      align: 'right',
      render: (count: number, form) => (
        <Space size={4}>
          <span>{count}</span>
          {form.unreadCount > 0 && <Tag color="red">{`${t('unread')} ${form.unreadCount}`}</Tag>}
        </Space>
      ),
    },
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
          <Button type="link" size="small" onClick={() => openDialog(form.id)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`/zhEnquiry/messageList?formId=${form.id}`)}>
            {t('view')}
          </Button>
          <Tooltip title={`/form/lead/${form.id}`}>
            <Button type="link" size="small" href={`/form/lead/${form.id}`} target="_blank" rel="noopener noreferrer">
              {t('preview')}
            </Button>
          </Tooltip>
          <Button type="link" size="small" danger onClick={() => remove(form)}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListPageCard<LeadFormSummary>
      title={t('title')}
      list={list}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('search')}
      addLabel={t('add')}
      onAdd={() => openDialog()}
      emptyText={t('empty')}
      totalText={(n) => t('total', { total: n })}
      errorText={(message) => i18n.t('forms.loadFailed', { message })}
      retryText={i18n.t('forms.retry')}
    />
  );
});

export default LeadFormListPage;
