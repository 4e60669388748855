// Console entry: the kernel with the installed plugins. The kernel never imports a plugin; this
// file is where the two meet. The manifests are a chunk of their own: the login form is drawn
// without them (they are fetched while the user types).
import { startConsole } from '../kernel/boot/startConsole';

void startConsole({ plugins: () => import(/* webpackChunkName: "plugins" */ './installed').then((m) => m.installedPlugins) });
