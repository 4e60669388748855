// The plugins installed in this console, in menu order. Adding a plugin = one line here.
import type { PluginManifest } from '../kernel';
import ai from './ai';
import appCenter from './app-center';
import content from './content';
import designer from './designer';
import forms from './forms';
import home from './home';
import keywords from './keywords';
import members from './members';
import miniprogram from './miniprogram';
import product from './product';
import resources from './resources';
import seo from './seo';
import settings from './settings';
import shortVideo from './short-video';
import sites from './sites';
import spider from './spider';
import tags from './tags';

export const installedPlugins: PluginManifest[] = [home, content, keywords, forms, seo, spider, tags, resources, shortVideo, product, members, settings, designer, appCenter, ai, sites, miniprogram];
