// Settings (issue 14, §6 sys_setting): navigation, site information and domains, mail and SMS, the
// visitor widgets, the site QR code, website backups and the operation log. One module of several
// parts, one folder each (part.ts); parts never import each other.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { backupPart } from './backup/part';
import { messagingPart, onLeadSubmitted } from './messaging/part';
import { navigationPart } from './navigation/part';
import { oplogPart } from './oplog/part';
import { joinParts } from './part';
import { qrPart } from './qr/part';
import { sitePart } from './site/part';
import { toutiaoApp } from './site/toutiaoApp';
import { widgetApps, widgetsPart } from './widgets/part';

export default defineServerModule({
  id: 'settings',
  // Navigation links to the site's articles, products and their categories (content, product);
  // new lead messages are mailed (forms).
  dependsOn: ['content', 'product', 'forms'],
  ...joinParts([navigationPart, sitePart, messagingPart, widgetsPart, qrPart, backupPart, oplogPart]),
  // A new lead message is mailed (and texted) by a task when the site's notification is on.
  on: { leadSubmitted: onLeadSubmitted },
  // The visitor widgets are apps of the application centre (their switch is the widget's).
  apps: [...widgetApps, toutiaoApp],
});
