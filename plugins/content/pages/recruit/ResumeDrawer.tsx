// A resume (resumeDetail) in a drawer: the job, when it arrived, its status and every field the
// applicant filled in — all as plain text — with 标为已处理/标为未处理 (resumeDeal) and 删除.
import { Alert, Button, Descriptions, Drawer, Space, Spin, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { TOKENS, useService } from '../../../../kernel';
import type { ResumeDetail } from '../../../../shared/domain';
import type { RecruitStore } from '../../store/RecruitStore';
import { formatTime, useRecruitT } from './recruitText';

export const ResumeDrawer = observer(function ResumeDrawer({ store }: { store: RecruitStore }) {
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = useRecruitT();
  const detail = store.detail;

  const toggleDealt = async (resume: ResumeDetail) => {
    if (await store.setDealt(resume.id, !resume.dealt)) notifier.success(t('marked'));
  };

  const remove = async (resume: ResumeDetail) => {
    if (!(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('removeResumesConfirm', { count: 1 }), danger: true }))) return;
    if (await store.removeResumes([resume.id])) notifier.success(t('resumeRemoved'));
  };

  return (
    <Drawer
      open={store.detailId !== null}
      onClose={() => store.closeResume()}
      title={t('detailTitle')}
      size={520}
      destroyOnHidden
      footer={
        detail && (
          <Space className="recruit-drawer-footer">
            <Button type="primary" loading={store.busy} onClick={() => toggleDealt(detail)}>
              {t(detail.dealt ? 'markUndealt' : 'markDealt')}
            </Button>
            <Button danger disabled={store.busy} onClick={() => remove(detail)}>
              {t('remove')}
            </Button>
            <Button onClick={() => store.closeResume()}>{t('close')}</Button>
          </Space>
        )
      }
    >
      <Spin spinning={store.detailLoading}>
        {store.detailError && <Alert type="error" showIcon title={t('detailFailed', { message: store.detailError })} />}
        {detail && <ResumeFields resume={detail} />}
      </Spin>
    </Drawer>
  );
});

function ResumeFields({ resume }: { resume: ResumeDetail }) {
  const t = useRecruitT();
  const text = (value: unknown) => <span className="recruit-value">{value === null || value === undefined ? '' : String(value)}</span>;
  const fields = Array.isArray(resume.fields) ? resume.fields : [];
  const items: DescriptionsProps['items'] = [
    { key: 'job', label: t('job'), children: text(resume.job_title) },
    { key: 'time', label: t('time'), children: text(formatTime(resume.created_at)) },
    { key: 'status', label: t('status'), children: <Tag color={resume.dealt ? 'green' : 'orange'}>{t(resume.dealt ? 'dealtYes' : 'dealtNo')}</Tag> },
    // Without submitted fields the contact columns are all there is.
    ...(fields.length > 0
      ? fields.map((field, index) => ({ key: `f-${field.name}-${index}`, label: field.title || field.name, children: text(field.value) }))
      : [
          { key: 'name', label: t('name'), children: text(resume.name) },
          { key: 'phone', label: t('phone'), children: text(resume.phone) },
          { key: 'email', label: t('email'), children: text(resume.email) },
        ]),
  ];
  return (
    <>
      <Descriptions bordered column={1} size="small" items={items} data-testid="resume-detail" />
      {fields.length === 0 && (
        <Typography.Paragraph type="secondary" className="recruit-detail-note">
          {t('detailEmpty')}
        </Typography.Paragraph>
      )}
    </>
  );
}
