// The settings plugin's container module: each area binds its API client and stores.
import { ContainerModule } from 'inversify';
import { bindNavigationArea } from './navigation/services';
import { bindSiteArea } from './site/services';
import { bindMessagingArea } from './messaging/services';
import { bindWidgetsArea } from './widgets/services';
import { bindQrArea } from './qr/services';
import { bindBackupArea } from './backup/services';
import { bindOplogArea } from './oplog/services';

export default new ContainerModule((options) => {
  bindNavigationArea(options);
  bindSiteArea(options);
  bindMessagingArea(options);
  bindWidgetsArea(options);
  bindQrArea(options);
  bindBackupArea(options);
  bindOplogArea(options);
});
