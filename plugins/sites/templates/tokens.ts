import { createToken } from '../../../kernel';
import type { TemplatesApi } from './api';
import type { FinishStore } from './store/FinishStore';
import type { MyServicesStore } from './store/MyServicesStore';
import type { SelectTemplateStore } from './store/SelectTemplateStore';
import type { TemplateChangeStore } from './store/TemplateChangeStore';

export const TEMPLATES_API = createToken<TemplatesApi>('sites.templates.api');
export const SELECT_TEMPLATE_STORE = createToken<SelectTemplateStore>('sites.templates.selectStore');
export const FINISH_STORE = createToken<FinishStore>('sites.templates.finishStore');
export const TEMPLATE_CHANGE_STORE = createToken<TemplateChangeStore>('sites.templates.changeStore');
export const MY_SERVICES_STORE = createToken<MyServicesStore>('sites.templates.myServicesStore');
