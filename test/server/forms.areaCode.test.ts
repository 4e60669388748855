// The phone item's area-code selector on the server (§4 areaSelect): the submission endpoint checks
// the code and the number with the shared rule (shared/domain/forms/phone.ts), refuses an unknown
// code or a number wrong for its code without storing anything, stores "+852 91234567" (a mainland
// number as bare digits, as before), and the inbox, the detail and the Excel export read it so.
import ExcelJS from 'exceljs';
import { LEAD_FORM } from '../../server/core/db/seedData';
import { editSystem, messagesOf, onlineMessageValues, submit, withItems } from './support/forms';
import { snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer({ SUBMIT_RATE_LIMIT_PER_MINUTE: '0' });
  admin = await h.login('admin');
});
afterAll(() => h.close());

async function refused(values: Record<string, unknown>, message: string, formId: number = LEAD_FORM.onlineMessage) {
  const before = await snapshot(h);
  const res = await submit(h, formId, values);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: 400, message, data: { field: 'phone' } });
  expect(await snapshot(h)).toEqual(before);
}

it('the seeded form’s phone item shows the selector (the §3 default)', async () => {
  const def = (await h.call('publicFormDefinition', { query: { id: LEAD_FORM.onlineMessage, kind: 'lead' } })).json().data;
  expect(JSON.parse(def.fields).contentList.find((i: { name: string }) => i.name === 'phone')).toMatchObject({ areaSelect: 'true' });
});

it('refuses an unknown code, and a number the wrong length for its code, storing nothing', async () => {
  await refused(onlineMessageValues({ phone: '+999 12345678' }), '电话的区号不受支持');
  await refused(onlineMessageValues({ phone: '+9991234567' }), '电话的区号不受支持');
  await refused(onlineMessageValues({ phone: '+852 9123456' }), '电话必须是8位数字（中国香港 +852）');
  await refused(onlineMessageValues({ phone: '+1 415555267' }), '电话必须是10位数字（美国/加拿大 +1）');
  // +86 keeps its §5 rule, chosen or implied.
  await refused(onlineMessageValues({ phone: '+86 1380013800' }), '电话必须是11位数字');
  await refused(onlineMessageValues({ phone: '1380013800' }), '电话必须是11位数字');
});

it('stores another code as "+code number" and a mainland number as bare digits', async () => {
  const before = (await messagesOf(h, LEAD_FORM.onlineMessage)).length;
  for (const phone of ['+852 9123 4567', '+44 07911 123456', '+86 13800138000', '13900139000']) {
    expect((await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ phone, username: `区号${phone}` }))).statusCode).toBe(200);
  }
  const stored = (await messagesOf(h, LEAD_FORM.onlineMessage)).slice(before).map((m) => JSON.parse(m.values).phone);
  expect(stored).toEqual(['+852 91234567', '+44 7911123456', '13800138000', '13900139000']);
});

it('refuses any code on a phone item without the selector', async () => {
  const fields = withItems(editSystem('phone', { areaSelect: 'false' }));
  const saved = (await h.call('formSave', { token: admin, body: { title: '无区号表单', fields } })).json();
  expect(saved.code).toBe(200);
  const formId = saved.data.id as number;
  await h.call('formPublish', { token: admin, body: { id: formId, published: true } });
  const values = { username: '李四', phone: '+852 91234567', title: '咨询' };
  await refused(values, '电话必须是11位数字', formId);
  expect((await submit(h, formId, { ...values, phone: '13800138000' })).statusCode).toBe(200);
});

it('shows the number with its code in the inbox, the detail, the keyword search and the Excel export', async () => {
  expect((await submit(h, LEAD_FORM.onlineMessage, onlineMessageValues({ phone: '+853 28123456', username: '澳门访客' }))).statusCode).toBe(200);
  const list = (await h.call('messageListByForm', { token: admin, body: { formId: LEAD_FORM.onlineMessage, keyword: '28123456' } })).json().data;
  expect(list.rows).toHaveLength(1);
  expect(list.rows[0].values.phone).toBe('+853 28123456');
  const detail = (await h.call('messageReadOne', { token: admin, query: { id: list.rows[0].id } })).json().data;
  expect(detail.items.find((i: { name: string }) => i.name === 'phone')).toMatchObject({ title: '电话', value: '+853 28123456' });

  const res = await h.call('messageExport', { token: admin, query: { formId: LEAD_FORM.onlineMessage, keyword: '澳门访客' } });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as never);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const row = (sheet.getRow(2).values as unknown[]).slice(1);
  // Readable, without the leading quote other "+…" text gets, and a string, never a formula.
  expect(row[header.indexOf('电话')]).toBe('+853 28123456');
  expect(sheet.getRow(2).getCell(header.indexOf('电话') + 1).type).toBe(ExcelJS.ValueType.String);
});
