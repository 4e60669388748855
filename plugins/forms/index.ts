// Forms plugin (§2 /zhEnquiry): lead forms and data forms with their builder dialogs (the global
// form and form-item dialogs of §2), the message inbox, data records, and the public form page
// where visitors submit.
import { definePlugin, type RouteDescriptor } from '../../kernel';
import { menuStrings } from './i18n/menu';
import { DIALOGS } from './tokens';

const leadForms = () => import(/* webpackChunkName: "page-forms-lead" */ './pages/LeadFormListPage');
const inbox = () => import(/* webpackChunkName: "page-forms-inbox" */ './pages/inbox/InboxPage');

const children: RouteDescriptor[] = [
  { path: 'form', name: 'zhEnquiryForm', title: 'forms.menu.form', permission: 'form_list', siteTypes: ['zh'], page: leadForms },
  { path: 'formList_en', title: 'forms.menu.formEn', permission: 'form_list_en', siteTypes: ['en', 'ydyl'], page: leadForms },
  { path: 'formList4', title: 'forms.menu.form4', permission: 'form_list_4', siteTypes: ['zh'], page: () => import(/* webpackChunkName: "page-forms-data" */ './pages/DataFormListPage') },
  { path: 'messageManagement', title: 'forms.menu.messages', permission: 'message_list', siteTypes: ['zh'], page: inbox },
  { path: 'inquiryMessage_en', title: 'forms.menu.inquiries', permission: 'message_list', siteTypes: ['en', 'ydyl'], page: inbox },
  { path: 'messageList', title: 'forms.menu.formMessages', permission: 'message_list_2', hidden: true, activeMenu: '/zhEnquiry/form', page: () => import(/* webpackChunkName: "page-forms-form-messages" */ './pages/inbox/FormMessagesPage') },
  { path: 'details', title: 'forms.menu.details', permission: 'message_list', hidden: true, activeMenu: '/zhEnquiry/messageManagement', page: () => import(/* webpackChunkName: "page-forms-detail" */ './pages/inbox/MessageDetailPage') },
  // Not in §2's list: a data record opens as a page too (one way for every submission, MessageDetailView).
  { path: 'recordDetails', title: 'forms.menu.recordDetails', permission: 'message_list_4', siteTypes: ['zh'], hidden: true, activeMenu: '/zhEnquiry/messageManagement4', page: () => import(/* webpackChunkName: "page-forms-record-detail" */ './pages/inbox/RecordDetailPage') },
  { path: 'addForm', title: 'forms.menu.addForm', permission: 'form_list', hidden: true, activeMenu: '/zhEnquiry/form', page: () => import(/* webpackChunkName: "page-forms-add" */ './pages/AddFormPage') },
  // §2: no breadcrumb on messageManagement4 (shared/domain/navigation lists it).
  { path: 'messageManagement4', title: 'forms.menu.records', permission: 'message_list_4', siteTypes: ['zh'], page: () => import(/* webpackChunkName: "page-forms-records" */ './pages/inbox/DataRecordsPage') },
];

export default definePlugin({
  id: 'forms',
  title: 'forms.plugin',
  siteTypes: ['zh', 'en', 'ydyl'],
  routes: [
    {
      path: '/zhEnquiry',
      title: 'forms.menu.group',
      icon: 'form',
      permission: 'form_message',
      // §2: the redirect is a getter — the first child this user may open on this site type.
      redirect: 'noredirect',
      order: 40,
      children,
    },
  ],
  dialogs: [
    { id: DIALOGS.leadForm, load: () => import(/* webpackChunkName: "dialog-forms-lead" */ './dialogs/LeadFormDialog') },
    { id: DIALOGS.leadItem, load: () => import(/* webpackChunkName: "dialog-forms-lead-item" */ './dialogs/LeadItemDialog') },
    { id: DIALOGS.dataForm, load: () => import(/* webpackChunkName: "dialog-forms-data" */ './dialogs/DataFormDialog') },
    { id: DIALOGS.dataItem, load: () => import(/* webpackChunkName: "dialog-forms-data-item" */ './dialogs/DataItemDialog') },
  ],
  commands: [
    { id: 'newForm', title: 'forms.menu.addForm', path: '/zhEnquiry/form?edit=new', permission: 'form_list', siteTypes: ['zh'], keywords: 'new form biaodan' },
    { id: 'newFormEn', title: 'forms.menu.addForm', path: '/zhEnquiry/formList_en?edit=new', permission: 'form_list_en', siteTypes: ['en', 'ydyl'], keywords: 'new form biaodan' },
  ],
  recordSources: [
    { id: 'forms', title: 'forms.palette.forms', permission: 'form_list', siteTypes: ['zh'], load: () => import(/* webpackChunkName: "palette-forms" */ './palette') },
    { id: 'formsEn', title: 'forms.palette.forms', permission: 'form_list_en', siteTypes: ['en', 'ydyl'], load: () => import(/* webpackChunkName: "palette-forms" */ './palette') },
  ],
  publicPages: [{ path: '/form/:kind/:id', page: () => import(/* webpackChunkName: "public-form" */ './public/PublicFormPage') }],
  i18n: menuStrings,
  strings: {
    'zh-CN': () => import(/* webpackChunkName: "i18n-forms-zh" */ './i18n/zh-CN'),
    'en-US': () => import(/* webpackChunkName: "i18n-forms-en" */ './i18n/en-US'),
  },
  services: () => import(/* webpackChunkName: "plugin-forms-services" */ './services'),
});
