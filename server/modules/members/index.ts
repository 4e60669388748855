// Members and marketing interaction (issue 13, §6 marketing_interaction): members and their ranks,
// the member centre (registration, login, privacy, SMS codes, the visitors' member pages, download
// power), information search (visitors' lookups filled from Excel) and the business radar (a
// first-party beacon scoring visitors' intent). One module of several parts, one folder each; the
// tables the parts share (members, ranks, their changes and logins, the settings) are core's.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { cardPart } from './card/part';
import { memberAccessOf } from './centre/memberAccess';
import { centrePart } from './centre/part';
import { corePart } from './core/part';
import { informationPart } from './information/part';
import { membersPart } from './members/part';
import { joinParts } from './part';
import { radarPart } from './radar/part';

export default defineServerModule({
  id: 'members',
  // Download articles (content) carry a download power; the radar links form senders (forms).
  dependsOn: ['content', 'forms'],
  ...joinParts([corePart, membersPart, centrePart, informationPart, radarPart, cardPart([membersPart, informationPart, radarPart])]),
  // Who a visitor is, for the content module's members-only downloads (core's memberAccess).
  memberAccess: memberAccessOf,
  // 网站备份: sign-ins, codes and counters never come back from a backup; phones' send limits and the radar's grants are not a site's.
  backup: { tables: { member_sessions: 'reset', member_sms_codes: 'reset', member_login_failures: 'reset', info_lookup_counts: 'reset', member_sms_phones: 'skip', radar_entitlements: 'skip' } },
});
