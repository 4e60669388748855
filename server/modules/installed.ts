// The server modules this server runs, one line each (as plugins/installed.ts lists the console's
// plugins). Order matters: a module comes after those it depends on; seeding follows this order.
import type { ServerModule } from '../core/modules/defineServerModule';
import ai from './ai';
import appCenter from './app-center';
import auth from './auth';
import content from './content';
import designer from './designer';
import forms from './forms';
import home from './home';
import images from './images';
import languages from './languages';
import members from './members';
import miniprogram from './miniprogram';
import messages from './messages';
import platform from './platform';
import product from './product';
import seo from './seo';
import settings from './settings';
import shortVideo from './short-video';
import sites from './sites';
import spider from './spider';
import uploads from './uploads';

export const INSTALLED_MODULES: readonly ServerModule[] = [
  auth,
  platform,
  sites,
  messages,
  forms,
  images,
  content,
  product,
  shortVideo,
  // spider before seo: 百度收录 reads the spiders' visits (seo depends on spider, never the reverse).
  spider,
  seo,
  home,
  members,
  settings,
  appCenter,
  designer,
  ai,
  languages,
  miniprogram,
  uploads,
];
