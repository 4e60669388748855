// The demo site's mail and SMS settings (real-looking, no real secret: no password is stored, so
// the page asks for one before a test), a changed lead template and a few days of sends.
import type { Transaction } from 'kysely';
import type { Database } from '../../../core/db/database';
import { SITE } from '../../../core/db/seedData';

const DAY = 86_400_000;

export async function seedMessaging(trx: Transaction<Database>, now: number): Promise<void> {
  const site = await trx.selectFrom('sites').select('id').where('id', '=', SITE.corporate).executeTakeFirst();
  if (!site) return;
  await trx.insertInto('settings_mail').values({
    site_id: site.id, notify_lead: 0, mode: 'smtp', host: 'smtp.exmail.qq.com', port: 465, ssl: 1, account: 'notice@demo-tech.cn',
    password_sealed: '', sender_name: '示范企业官网', sender_address: 'notice@demo-tech.cn',
    recipients: JSON.stringify(['sales@demo-tech.cn', 'manager@demo-tech.cn']), updated_by: null, updated_at: now - 20 * DAY,
  }).execute();
  await trx.insertInto('settings_sms').values({
    site_id: site.id, notify_lead: 0, signature: '示范企业', phones: JSON.stringify(['13800138000']), updated_by: null, updated_at: now - 20 * DAY,
  }).execute();
  await trx.insertInto('settings_message_templates').values({
    site_id: site.id, channel: 'mail', code: 'lead', subject: '【{网站名称}】新客户留言：{表单名称}',
    body: '销售团队：\n\n{提交时间} 官网表单“{表单名称}”收到新留言（编号 {留言编号}）：\n\n{留言内容}\n\n请在 24 小时内回复客户。',
    template_id: '', updated_at: now - 18 * DAY,
  }).execute();
  const sends = [
    { channel: 'mail', kind: 'test', recipients: 'sales@demo-tech.cn', subject: '【示范企业官网】测试邮件', result: 'ok', error: '', daysAgo: 20 },
    { channel: 'mail', kind: 'lead', recipients: 'sales@demo-tech.cn、manager@demo-tech.cn', subject: '【示范企业官网】新客户留言：在线留言', result: 'ok', error: '', daysAgo: 12 },
    { channel: 'mail', kind: 'lead', recipients: 'sales@demo-tech.cn、manager@demo-tech.cn', subject: '【示范企业官网】新客户留言：产品询价', result: 'failed', error: '无法连接邮件服务器', daysAgo: 6 },
    { channel: 'mail', kind: 'lead', recipients: 'sales@demo-tech.cn、manager@demo-tech.cn', subject: '【示范企业官网】新客户留言：在线留言', result: 'ok', error: '', daysAgo: 2 },
    { channel: 'sms', kind: 'test', recipients: '13800138000', subject: '【示范企业】这是一条测试短信，收到说明短信设置正确。', result: 'ok', error: '', daysAgo: 19 },
    { channel: 'sms', kind: 'lead', recipients: '13800138000', subject: '【示范企业】您的网站“在线留言”收到新留言：姓名：李女士，手机：139****6688，请及时处理。', result: 'ok', error: '', daysAgo: 9 },
    { channel: 'sms', kind: 'lead', recipients: '13800138000', subject: '【示范企业】您的网站“产品询价”收到新留言：姓名：王经理，请及时处理。', result: 'failed', error: '短信发送失败：服务器响应超时', daysAgo: 4 },
  ];
  for (const s of sends) {
    const { daysAgo, ...row } = s;
    await trx.insertInto('settings_send_log').values({ site_id: site.id, ...row, created_at: now - daysAgo * DAY }).execute();
  }
}
