// One member's drawer: the profile, the agreements it accepted (version, time, IP), its last 20
// sign-ins (time, IP, region) and 变更记录 (who, field, before → after, time, IP), paged.
import { Alert, Button, Descriptions, Drawer, Skeleton, Table, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { MemberChangeRow, MemberConsentRow, MemberLoginRow } from '../../../../shared/domain/members/memberApi';
import type { MemberListStore } from '../store/MemberListStore';
import { STATUS_COLOR, timeText, useMembersT } from './text';

export const MemberDrawer = observer(function MemberDrawer({ store }: { store: MemberListStore }) {
  const t = useMembersT('drawer');
  const ft = useMembersT('fields');
  const st = useMembersT('status');
  const so = useMembersT('source');
  const lt = useMembersT('list');
  const navigate = useNavigate();
  const d = store.detail;
  const m = d?.member;
  const fieldName = (field: string) => {
    const name = ft(field);
    return name.startsWith('members.') ? field : name;
  };
  const value = (text: string) => (text === '' ? <span className="mb-muted">{t('empty')}</span> : text);

  return (
    <Drawer
      open={store.detailId !== null}
      onClose={() => store.closeDetail()}
      title={m ? `${t('title')} · ${m.account}` : t('title')}
      size="large"
      extra={m && (
        <Button onClick={() => {
          store.closeDetail();
          navigate(`/marketInteract/addManagement?id=${m.id}`);
        }}>{t('edit')}</Button>
      )}
      destroyOnHidden
      data-testid="member-drawer"
    >
      {store.detailError && <Alert type="error" showIcon title={store.detailError} action={<Button onClick={() => store.loadDetail()}>{lt('retry')}</Button>} />}
      {!d && !store.detailError && <Skeleton active />}
      {m && d && (
        <>
          <Descriptions column={2} size="small" bordered title={t('profile')}>
            <Descriptions.Item label={ft('account')}>{m.account}</Descriptions.Item>
            <Descriptions.Item label={ft('nickname')}>{m.nickname}</Descriptions.Item>
            <Descriptions.Item label={ft('phone')}>{m.phone}</Descriptions.Item>
            <Descriptions.Item label={ft('email')}>{m.email}</Descriptions.Item>
            <Descriptions.Item label={ft('real_name')}>{m.real_name}</Descriptions.Item>
            <Descriptions.Item label={ft('company')}>{m.company}</Descriptions.Item>
            <Descriptions.Item label={ft('rank')}><Tag color={m.rank_color}>{m.rank_name}</Tag></Descriptions.Item>
            <Descriptions.Item label={ft('status')}><Tag color={STATUS_COLOR[m.status]}>{st(String(m.status))}</Tag></Descriptions.Item>
            <Descriptions.Item label={ft('source')}>{so(String(m.source))}</Descriptions.Item>
            <Descriptions.Item label={ft('registered')}>{timeText(m.registered_at)}</Descriptions.Item>
            <Descriptions.Item label={ft('lastLogin')} span={2}>{m.last_login_at === null ? '' : `${timeText(m.last_login_at)}　${m.last_login_ip}`}</Descriptions.Item>
            <Descriptions.Item label={ft('remark')} span={2}>{m.remark}</Descriptions.Item>
          </Descriptions>

          <h3 className="mb-drawer-section">{t('consents')}</h3>
          <Table<MemberConsentRow>
            size="small"
            rowKey={(r) => `${r.version}-${r.created_at}`}
            pagination={false}
            dataSource={d.consents}
            locale={{ emptyText: t('noConsents') }}
            columns={[
              { title: t('version'), dataIndex: 'version', render: (v: number) => t('versionText', { version: v }) },
              { title: t('time'), dataIndex: 'created_at', render: timeText },
              { title: t('ip'), dataIndex: 'ip' },
            ]}
          />

          <h3 className="mb-drawer-section">{t('logins')}</h3>
          <Table<MemberLoginRow>
            size="small"
            rowKey={(r) => `${r.created_at}-${r.ip}`}
            pagination={false}
            dataSource={d.logins}
            locale={{ emptyText: t('noLogins') }}
            columns={[
              { title: t('time'), dataIndex: 'created_at', render: timeText },
              { title: t('ip'), dataIndex: 'ip' },
              { title: t('region'), dataIndex: 'region' },
            ]}
          />

          <h3 className="mb-drawer-section">{t('changes')}</h3>
          <Table<MemberChangeRow>
            size="small"
            rowKey="id"
            loading={store.detailLoading}
            dataSource={d.changes.rows}
            locale={{ emptyText: t('noChanges') }}
            pagination={{ current: store.changesPage, pageSize: 10, total: d.changes.total, size: 'small', showSizeChanger: false, onChange: (p) => store.setChangesPage(p) }}
            data-testid="member-changes"
            columns={[
              { title: t('time'), dataIndex: 'created_at', width: 140, render: timeText },
              { title: t('who'), key: 'who', width: 130, render: (_: unknown, r) => `${t(`actor.${r.actor_kind}`)} ${r.actor_name}` },
              { title: t('field'), dataIndex: 'field', width: 90, render: fieldName },
              { title: t('change'), key: 'change', render: (_: unknown, r) => <span className="mb-change">{value(r.before_value)} → {value(r.after_value)}</span> },
              { title: t('ip'), dataIndex: 'ip', width: 110 },
            ]}
          />
        </>
      )}
    </Drawer>
  );
});
