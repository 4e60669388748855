// 添加/编辑导航 (/zhSetting/addNavbar; ?id= edits, ?position=&parent= adds; no breadcrumb, 导航设置
// highlighted): name (导航名称不能为空, ≤ 20), an icon from the gallery, the link (LinkFields), shown
// or not. Checked by the shared rule book as typed and again by the server, whose refusal is shown
// on its field; 保存 behind the click guard, then back to the navigation's tab.
import { Alert, Button, Card, Form, Input, Skeleton, Space, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useClickGuard, useService } from '../../../../kernel';
import { findNav, NAV_LIMITS, NAV_POSITIONS, navNameProblem, normalizeNavFields, type NavFields, type NavPosition } from '../../../../shared/domain/settings/navigation';
import { useGalleryPick } from '../../../../shared/ui/gallery/useGalleryPick';
import { LinkFields } from '../components/LinkFields';
import { useNavT } from '../components/text';
import { NAV_EDIT, NAV_TREE } from '../tokens';
import '../components/navigation.css';

interface Values extends Omit<NavFields, 'show'> {
  show: boolean;
}

const EMPTY: Values = {
  name: '', icon: '', show: true, link_type: 'none', link_kind: '', link_section: '', link_id: 0, link_url: '', jump_type: 'cur_page',
};

const listOf = (position: NavPosition) => `/zhSetting/navbar${position === 'top' ? '' : `?tab=${position}`}`;

const AddNavbarPage = observer(function AddNavbarPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) > 0 ? Number(params.get('id')) : null;
  const parentId = Number(params.get('parent')) > 0 ? Number(params.get('parent')) : 0;
  const asked = params.get('position') as NavPosition | null;
  const store = useService(NAV_EDIT);
  const trees = useService(NAV_TREE);
  const notifier = useService(TOKENS.notifier);
  const t = useNavT();
  const navigate = useNavigate();
  const guard = useClickGuard();
  const pick = useGalleryPick();
  const [form] = Form.useForm<Values>();
  const icon = Form.useWatch('icon', form);

  const item = store.item;
  const position: NavPosition = item?.position ?? (asked && NAV_POSITIONS.includes(asked) ? asked : 'top');
  const parent = parentId ? findNav(trees.trees[position].items, parentId) : undefined;

  useEffect(() => {
    form.resetFields();
    void store.open(id).then(() => {
      const found = store.item;
      // A link whose record was deleted since is chosen afresh (the page says so).
      if (found) form.setFieldsValue({ ...found, link_id: found.link_missing ? 0 : found.link_id, show: found.show === 1 });
    });
  }, [store, id, form]);

  const submit = async (values: Values) => {
    if (guard.blocked) return;
    guard.trigger();
    const fields = normalizeNavFields({ ...EMPTY, ...values, link_id: Number(values.link_id ?? 0), show: values.show ? 1 : 0 });
    const outcome = await store.save(fields, { position, parent_id: parentId });
    if (outcome.ok) {
      navigate(listOf(position));
      return;
    }
    if (outcome.field && outcome.message) form.setFields([{ name: outcome.field as keyof Values, errors: [outcome.message] }]);
    else if (outcome.message) notifier.error(outcome.message);
  };

  const chooseIcon = async () => {
    const [file] = await pick({ limit: 1, fileType: 1 });
    if (file) form.setFieldsValue({ icon: file.url });
  };

  const title = <h2 className="nav-heading">{t(id === null ? 'form.addTitle' : 'form.editTitle')}</h2>;
  if (store.state === 'missing') {
    return <Card title={title}><Alert type="error" showIcon title={t('form.notFound')} action={<Button onClick={() => navigate(listOf(position))}>{t('form.backToList')}</Button>} /></Card>;
  }
  return (
    <Card title={title} className="nav-form-card">
      {store.state === 'loading' ? <Skeleton active /> : (
        <Form<Values> form={form} labelCol={{ flex: '96px' }} initialValues={EMPTY} onFinish={submit} data-testid="nav-form">
          <div className="nav-form-place">
            {t('form.place', { position: t(`positions.${position}`) })}
            {parent ? `　${t('form.parent', { name: parent.name })}` : ''}
          </div>
          <Form.Item name="name" label={t('form.name')} required
            rules={[{ validator: (_, v: string) => (navNameProblem(v ?? '') ? Promise.reject(new Error(navNameProblem(v ?? '')!)) : Promise.resolve()) }]}>
            <Input maxLength={NAV_LIMITS.nameMax} showCount placeholder={t('form.namePlaceholder')} autoFocus style={{ maxWidth: 360 }} />
          </Form.Item>
          <Form.Item label={t('form.icon')} extra={t('form.iconHint')}>
            <div className="nav-icon-row">
              {icon ? <img className="nav-icon-preview" src={icon} alt={t('form.icon')} /> : null}
              <Button onClick={() => void chooseIcon()}>{t('form.pickIcon')}</Button>
              {icon ? <Button type="link" danger onClick={() => form.setFieldsValue({ icon: '' })}>{t('form.removeIcon')}</Button> : null}
            </div>
          </Form.Item>
          <Form.Item name="icon" hidden><Input /></Form.Item>
          {item?.link_missing && <Alert className="nav-hint" type="warning" showIcon title={t('form.missingTarget')} />}
          <LinkFields chosenTitle={item?.link_missing ? undefined : item?.link_title} />
          <Form.Item name="show" label={t('form.show')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Space>
              <Button type="primary" htmlType="submit" loading={store.saving} disabled={guard.blocked}>{t('form.save')}</Button>
              <Button onClick={() => navigate(listOf(position))}>{t('form.back')}</Button>
            </Space>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
});

export default AddNavbarPage;
