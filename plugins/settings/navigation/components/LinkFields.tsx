// The link of a navigation item by §3's link config: 无链接; 站内链接 to a fixed 栏目 or one of the
// site's 产品, 文章, 产品分类, 文章分类 (searchable); 外部链接 (http/https only) — and how it opens.
// Each field checked by the shared rule book as the operator fills it.
import { Form, Input, Radio, Select } from 'antd';
import { INSIDE_LINK_KINDS, JUMP_TYPES, SITE_SECTIONS, type RecordLinkKind } from '../../../../shared/domain/design/links';
import { NAV_LINK_TYPES, NAV_MSG, navUrlProblem, type NavFields } from '../../../../shared/domain/settings/navigation';
import { RecordPicker } from './RecordPicker';
import { useNavT } from './text';

const check = (problem: (v: unknown) => string | null) => ({
  validator: (_: unknown, v: unknown) => {
    const message = problem(v);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

export function LinkFields({ chosenTitle }: { chosenTitle?: string }) {
  const t = useNavT();
  const form = Form.useFormInstance<NavFields>();
  const linkType = Form.useWatch('link_type', form);
  const kind = Form.useWatch('link_kind', form);

  return (
    <>
      <Form.Item name="link_type" label={t('form.linkType')} required>
        <Radio.Group options={NAV_LINK_TYPES.map((v) => ({ value: v, label: t(`linkTypes.${v}`) }))} />
      </Form.Item>
      {linkType === 'inside_link' && (
        <>
          <Form.Item name="link_kind" label={t('form.linkKind')} required rules={[check((v) => (v ? null : NAV_MSG.kind))]}>
            <Select
              options={INSIDE_LINK_KINDS.map((v) => ({ value: v, label: t(`kinds.${v}`) }))}
              onChange={() => form.setFieldsValue({ link_section: '', link_id: 0 })}
              style={{ maxWidth: 240 }}
            />
          </Form.Item>
          {kind === 'section' && (
            <Form.Item name="link_section" label={t('form.section')} required rules={[check((v) => (v ? null : NAV_MSG.section))]}>
              <Select options={SITE_SECTIONS.map((v) => ({ value: v, label: t(`sections.${v}`) }))} style={{ maxWidth: 240 }} placeholder={t('form.section')} />
            </Form.Item>
          )}
          {kind && kind !== 'section' && (
            <Form.Item name="link_id" label={t('form.target', { kind: t(`kinds.${kind}`) })} required
              rules={[check((v) => (Number(v) > 0 ? null : NAV_MSG.target[kind as RecordLinkKind]))]}>
              <RecordPicker key={kind} kind={kind as RecordLinkKind} chosenTitle={chosenTitle} />
            </Form.Item>
          )}
        </>
      )}
      {linkType === 'outside_link' && (
        <Form.Item name="link_url" label={t('form.url')} required extra={t('form.urlHint')} rules={[check((v) => navUrlProblem(String(v ?? '')))]}>
          <Input placeholder="https://" maxLength={500} />
        </Form.Item>
      )}
      {linkType !== 'none' && (
        <Form.Item name="jump_type" label={t('form.jumpType')}>
          <Radio.Group options={JUMP_TYPES.map((v) => ({ value: v, label: t(`jumpTypes.${v}`) }))} />
        </Form.Item>
      )}
    </>
  );
}
