// /zhContent/recruitlist (breadcrumb hidden, §2): two tabs. Jobs — search, hiring filter, paged
// table with an enable switch (jobEnable), edit, 查看简历 (the resume tab filtered by the job) and
// removal to the recycle bin, one by one or in a batch. Resumes — job and dealt filters, the
// columns the server names (resumeColumn), a detail drawer with the dealt flag, and deletion.
import { Alert, Button, Card, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../../kernel';
import type { Job, ResumeColumn, ResumeRow } from '../../../../shared/domain';
import { RECRUIT } from '../../tokens';
import type { RecruitStore, RecruitTab } from '../../store/RecruitStore';
import { ResumeDrawer } from './ResumeDrawer';
import { formatTime, useRecruitT } from './recruitText';
import './recruit.css';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { CellLink } from '../../../../shared/ui/list/CellLink';

const JobsPage = observer(function JobsPage() {
  const store = useService(RECRUIT);
  const t = useRecruitT();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  useEffect(() => {
    // ?tab=resumes&job=3 opens the resume tab filtered by a job (a link from elsewhere).
    const job = Number(params.get('job'));
    if (job > 0) store.showResumesOf(job);
    else store.setTab(params.get('tab') === 'resumes' ? 'resumes' : store.tab);
    void store.loadJobChoices();
    void store.loadColumns();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  return (
    <Card
      className="recruit-card"
      title={<h2 className="recruit-title">{t('title')}</h2>}
      activeTabKey={store.tab}
      onTabChange={(key) => store.setTab(key as RecruitTab)}
      tabList={[
        { key: 'jobs', label: t('jobsTab') },
        { key: 'resumes', label: t('resumesTab') },
      ]}
      tabBarExtraContent={
        <Button type="primary" onClick={() => navigate('/zhContent/addrecruit')}>
          {t('addJob')}
        </Button>
      }
    >
      {store.tab === 'jobs' ? <JobsTab store={store} /> : <ResumesTab store={store} />}
      <ResumeDrawer store={store} />
    </Card>
  );
});

const JobsTab = observer(function JobsTab({ store }: { store: RecruitStore }) {
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = useRecruitT();
  const navigate = useNavigate();
  const list = store.jobs;
  const enabled = list.filters.enabled;

  const remove = async (ids: number[]) => {
    if (ids.length === 0) return;
    if (!(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('removeJobsConfirm', { count: ids.length }), danger: true }))) return;
    if (await store.removeJobs(ids)) notifier.success(t('removed'));
  };

  const toggle = async (job: Job, on: boolean) => {
    if (await store.setEnabled(job, on)) notifier.success(t(on ? 'enabledOnDone' : 'enabledOffDone'));
  };

  // Ten columns: at 1280 px the update time and then the salary leave before anything is squeezed.
  const columns: FitColumn<Job>[] = [
    {
      title: t('jobTitle'),
      dataIndex: 'title',
      minWidth: 150,
      render: (title: string, row) => <CellLink to={`/zhContent/addrecruit?id=${row.id}`} text={title} />,
    },
    { title: t('department'), dataIndex: 'department', width: 110, minWidth: 80, dropOrder: 4, ellipsis: true },
    { title: t('place'), dataIndex: 'place', width: 110, minWidth: 80, dropOrder: 5, ellipsis: true },
    { title: t('number'), dataIndex: 'number', width: 90, minWidth: 72, dropOrder: 3, align: 'right', render: (n: number) => (n > 0 ? n : t('numberAny')) },
    { title: t('salary'), dataIndex: 'salary', width: 110, minWidth: 88, dropOrder: 2, ellipsis: true },
    {
      title: t('resumeCount'),
      dataIndex: 'resume_count',
      width: 80,
      minWidth: 64,
      align: 'right',
      render: (count: number, row) => (
        <Button type="link" size="small" className="recruit-link" onClick={() => store.showResumesOf(row.id)} aria-label={`${t('viewResumes')} ${row.title}`}>
          {count ?? 0}
        </Button>
      ),
    },
    {
      title: t('enabled'),
      dataIndex: 'enabled',
      width: 90,
      minWidth: 64,
      render: (on: boolean, row) => (
        <Switch size="small" checked={on} loading={store.toggling.has(row.id)} onChange={(v) => toggle(row, v)} aria-label={`${t('enabled')} ${row.title}`} />
      ),
    },
    {
      title: t('endDate'),
      dataIndex: 'end_date',
      width: 110,
      minWidth: 104,
      render: (date: string) =>
        date ? <Typography.Text type={date < dayjs().format('YYYY-MM-DD') ? 'danger' : undefined}>{date}</Typography.Text> : <Typography.Text type="secondary">{t('longTerm')}</Typography.Text>,
    },
    { title: t('updated'), dataIndex: 'updated_at', width: 150, minWidth: 140, dropOrder: 1, render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      width: 190,
      minWidth: 176,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/zhContent/addrecruit?id=${row.id}`)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" onClick={() => store.showResumesOf(row.id)}>
            {t('viewResumes')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove([row.id])}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="recruit-filters">
        <Input.Search allowClear defaultValue={list.keyword} placeholder={t('search')} onSearch={(v) => list.search(v)} className="recruit-search" aria-label={t('search')} />
        <Select
          className="recruit-filter"
          value={enabled === undefined ? 'all' : enabled ? 'on' : 'off'}
          onChange={(v) => store.filterJobs(v === 'all' ? undefined : v === 'on')}
          options={[
            { value: 'all', label: t('enabledAll') },
            { value: 'on', label: t('enabledOn') },
            { value: 'off', label: t('enabledOff') },
          ]}
          aria-label={t('enabled')}
        />
        <div className="recruit-spacer" />
        {store.selectedJobs.length > 0 && <Typography.Text type="secondary">{t('selected', { count: store.selectedJobs.length })}</Typography.Text>}
        <Button danger disabled={store.selectedJobs.length === 0 || store.busy} onClick={() => remove(store.selectedJobs)}>
          {t('removeSelected')}
        </Button>
      </div>
      {list.error && <Alert type="error" showIcon title={i18n.t('content.loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{i18n.t('content.retry')}</Button>} className="recruit-alert" />}
      <FitTable<Job>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        rowSelection={{ selectedRowKeys: store.selectedJobs, onChange: (keys) => store.selectJobs(keys as number[]) }}
        locale={{ emptyText: t('jobsEmpty') }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => t('jobsTotal', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="job-table"
      />
    </>
  );
});

/** What a resume row carries (ResumeRow); the other columns of the form live in the detail only. */
const ROW_FIELDS = ['name', 'phone', 'email', 'job_title', 'created_at'];
/** Titles of the built-in columns, used where the server names none. */
const BUILT_IN_TITLES: Record<string, string> = { name: 'name', phone: 'phone', email: 'email', job_title: 'job', created_at: 'time' };
const HIDDEN_FIELDS = new Set(['id', 'job_id', 'dealt']);

/**
 * The table's columns: the server's (resumeColumn), in its order, limited to what the list rows
 * carry, then the job and the time when the server did not place them.
 */
function resumeColumnsOf(server: readonly ResumeColumn[], sample: ResumeRow | undefined, titleOf: (key: string) => string): ResumeColumn[] {
  const carried = new Set([...ROW_FIELDS, ...Object.keys(sample ?? {})].filter((key) => !HIDDEN_FIELDS.has(key)));
  const source = server.length > 0 ? server : ROW_FIELDS.slice(0, 3).map((name) => ({ name, title: titleOf(BUILT_IN_TITLES[name]) }));
  const columns = source.filter((column) => carried.has(column.name));
  for (const name of ['job_title', 'created_at']) if (!columns.some((c) => c.name === name)) columns.push({ name, title: titleOf(BUILT_IN_TITLES[name]) });
  return columns;
}

function cellText(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && (name.endsWith('_at') || name === 'time')) return formatTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const ResumesTab = observer(function ResumesTab({ store }: { store: RecruitStore }) {
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = useRecruitT();
  const list = store.resumes;
  const { job_id: jobId, dealt } = list.filters;

  const remove = async (ids: number[]) => {
    if (ids.length === 0) return;
    if (!(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('removeResumesConfirm', { count: ids.length }), danger: true }))) return;
    if (await store.removeResumes(ids)) notifier.success(t('resumeRemoved'));
  };

  const named = resumeColumnsOf(store.columns, list.rows[0], t);
  // A job filter naming a job not (yet) in the choices still shows something sensible.
  const jobOptions = store.jobChoices.map((job) => ({ value: job.id, label: job.title }));
  if (jobId !== undefined && !jobOptions.some((o) => o.value === jobId)) {
    jobOptions.unshift({ value: jobId, label: list.rows.find((r) => r.job_id === jobId)?.job_title || `#${jobId}` });
  }

  // The form's own columns share the free space; past the second, the last leaves first.
  const columns: FitColumn<ResumeRow>[] = [
    ...named.map((column, index) => ({
      title: column.title,
      key: column.name,
      minWidth: 96,
      dropOrder: index >= 2 ? named.length - index : undefined,
      ellipsis: true,
      render: (_: unknown, row: ResumeRow) => cellText(column.name, (row as unknown as Record<string, unknown>)[column.name]),
    })),
    {
      title: t('status'),
      key: 'dealt',
      width: 90,
      minWidth: 76,
      render: (_: unknown, row) => <Tag color={row.dealt ? 'green' : 'orange'}>{t(row.dealt ? 'dealtYes' : 'dealtNo')}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 130,
      minWidth: 112,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => store.openResume(row.id)}>
            {t('view')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove([row.id])}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="recruit-filters">
        <Input.Search allowClear defaultValue={list.keyword} placeholder={t('searchResumes')} onSearch={(v) => list.search(v)} className="recruit-search" aria-label={t('searchResumes')} />
        <Select
          className="recruit-job-filter"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('allJobs')}
          value={jobId}
          onChange={(v: number | undefined) => store.filterResumes({ job_id: v ?? undefined })}
          options={jobOptions}
          aria-label={t('jobFilter')}
        />
        <Select
          className="recruit-filter"
          value={dealt === undefined ? 'all' : dealt ? 'yes' : 'no'}
          onChange={(v) => store.filterResumes({ dealt: v === 'all' ? undefined : v === 'yes' })}
          options={[
            { value: 'all', label: t('dealtAll') },
            { value: 'no', label: t('dealtNo') },
            { value: 'yes', label: t('dealtYes') },
          ]}
          aria-label={t('dealtFilter')}
        />
        <div className="recruit-spacer" />
        {store.selectedResumes.length > 0 && <Typography.Text type="secondary">{t('selected', { count: store.selectedResumes.length })}</Typography.Text>}
        <Button danger disabled={store.selectedResumes.length === 0 || store.busy} onClick={() => remove(store.selectedResumes)}>
          {t('removeSelected')}
        </Button>
      </div>
      {list.error && <Alert type="error" showIcon title={i18n.t('content.loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{i18n.t('content.retry')}</Button>} className="recruit-alert" />}
      <FitTable<ResumeRow>
        rowKey="id"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        rowClassName={(row) => (row.dealt ? '' : 'recruit-undealt')}
        rowSelection={{ selectedRowKeys: store.selectedResumes, onChange: (keys) => store.selectResumes(keys as number[]) }}
        locale={{ emptyText: t('resumesEmpty') }}
        pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, showSizeChanger: true, showTotal: (n) => t('resumesTotal', { total: n }), onChange: (p, s) => list.setPage(p, s) }}
        data-testid="resume-table"
      />
    </>
  );
});

export default JobsPage;
