// Menu strings in English: loaded only when the console is in English, before the menu is drawn.
import type { Messages } from '../../../kernel';

const enUS: Messages = {
  plugin: 'Sites and languages',
  menu: { template: 'Change template', selectTemplate: 'Choose a template', finish: 'Site ready', languages: 'Languages', languageIndex: 'Language versions', sync: 'Synchronisation' },
};

export default enUS;
