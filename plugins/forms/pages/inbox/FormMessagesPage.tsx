// /zhEnquiry/messageList?formId= : one lead form's messages (查看留言 in 表单管理, which its back
// link returns to). Its table shows the form's displayed columns (chosen in the 列表字段 dialog,
// setField) plus status, time and actions; the same filters (status, dates, keyword), removal and
// export as the inbox, scoped to the form.
import { Alert, Button, Card, Checkbox, Empty, Modal, Spin } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useService } from '../../../../kernel';
import type { MessageColumn, MessageRow } from '../../../../shared/domain';
import { summaryOf, valueText, type MessageTable } from '../../store/InboxStore';
import { INBOX_STORE } from '../../tokens';
import { MessageFilterBar, MessagesTable, MessageToolbar, UnreadText, trailingColumns, useInboxT } from './InboxPage';
import './inbox.css';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';

/** The 列表字段 dialog: a checkbox per item of the form; saving reloads the list. */
const ColumnsDialog = observer(function ColumnsDialog({ table, open, onClose }: { table: MessageTable; open: boolean; onClose: () => void }) {
  const { t } = useInboxT();
  const [choices, setChoices] = useState<MessageColumn[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    setChoices(null);
    setFailed(false);
    void table.loadColumnChoices().then((columns) => {
      if (!alive) return;
      if (columns === null) {
        setFailed(true);
        return;
      }
      setChoices(columns);
      setChecked(columns.filter((c) => c.display).map((c) => c.name));
    });
    return () => {
      alive = false;
    };
  }, [open, table]);

  const save = async () => {
    setSaving(true);
    // Keep the form's item order whatever order the boxes were ticked in.
    const display = (choices ?? []).map((c) => c.name).filter((name) => checked.includes(name));
    const ok = await table.saveColumns(display);
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('columns')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: choices === null }}
      destroyOnHidden
    >
      {failed ? (
        <Alert type="error" showIcon title={t('columnsFailed')} />
      ) : choices === null ? (
        <div className="forms-inbox-center">
          <Spin />
        </div>
      ) : choices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('columnsEmpty')} />
      ) : (
        <>
          <p className="forms-inbox-muted">{t('columnsHint')}</p>
          <Checkbox.Group className="forms-inbox-columns" value={checked} onChange={(values) => setChecked(values.map(String))}>
            {choices.map((c) => (
              <Checkbox key={c.name} value={c.name}>
                {c.title}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </>
      )}
    </Modal>
  );
});

const FormMessages = observer(function FormMessages({ formId }: { formId: number }) {
  const store = useService(INBOX_STORE);
  const { t, tf } = useInboxT();
  const table = useMemo(() => store.forForm(formId), [store, formId]);
  const [columnsOpen, setColumnsOpen] = useState(false);

  useEffect(() => {
    void table.load();
    if (store.forms.length === 0) void store.loadForms();
  }, [store, table]);

  const title = store.forms.find((f) => f.id === formId)?.title ?? table.list.rows[0]?.formTitle;
  const shown = table.displayedColumns;
  // The chosen items share the free space; past the second, the last leaves first when narrow.
  const valueColumns: FitColumn<MessageRow>[] =
    shown.length > 0
      ? shown.map((column, index) => ({
          title: column.title,
          key: `value-${column.name}`,
          minWidth: 120,
          dropOrder: index >= 2 ? shown.length - index : undefined,
          ellipsis: true,
          // The first value column carries the unread mark.
          render: (_: unknown, row: MessageRow) => {
            const text = valueText(row.values?.[column.name]);
            return index === 0 ? <UnreadText row={row} text={text} /> : text;
          },
        }))
      : [{ title: t('summary'), key: 'summary', minWidth: 200, render: (_, row) => <UnreadText row={row} text={summaryOf(row)} /> }];

  return (
    <div className="forms-inbox">
      <div className="forms-inbox-heading">
        <Link to={store.formsPath} className="forms-inbox-back">
          <ArrowLeftOutlined /> {t('backToForms')}
        </Link>
        <h2 className="forms-inbox-title">{title ? t('formMessages', { title }) : tf('menu.formMessages')}</h2>
      </div>
      <Card>
        <MessageFilterBar table={table} />
        <MessageToolbar table={table} extra={<Button onClick={() => setColumnsOpen(true)}>{t('columns')}</Button>} />
        <MessagesTable table={table} columns={[...valueColumns, ...trailingColumns(t, table)]} />
      </Card>
      <ColumnsDialog table={table} open={columnsOpen} onClose={() => setColumnsOpen(false)} />
    </div>
  );
});

const FormMessagesPage = observer(function FormMessagesPage() {
  const store = useService(INBOX_STORE);
  const { t } = useInboxT();
  const [params] = useSearchParams();
  const formId = Number(params.get('formId'));
  if (!Number.isInteger(formId) || formId <= 0) {
    return (
      <Empty description={t('formNotFound')}>
        <Link to={store.formsPath}>{t('backToForms')}</Link>
      </Empty>
    );
  }
  // A new form id is a new list (its own filters and page).
  return <FormMessages key={formId} formId={formId} />;
});

export default FormMessagesPage;
