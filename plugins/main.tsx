// Console entry: the kernel with the installed plugins. The kernel never imports a plugin; this
// file is where the two meet.
import { startConsole } from '../kernel/boot/startConsole';
import { installedPlugins } from './installed';

void startConsole({ plugins: installedPlugins });
