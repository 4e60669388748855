// One area of the settings module (navigation, site information, mail and SMS, widgets, QR code,
// backups, the operation log); index.ts joins them (core/modules/modulePart.ts).
export { joinParts, type ModulePart } from '../../core/modules/modulePart';
