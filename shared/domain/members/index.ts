// The members and marketing-interaction rule book (issue 13): member accounts and ranks, the member
// centre's settings, SMS codes, download power, information search and the business radar — one
// place for the console and the server. Not exported from shared/domain's index: only the members
// pages and server/modules/members load it. Each area has its own file(s); add exports here.
export * from './settings';
export * from './memberRules';
export * from './centreRules';
export * from './informationRules';
export * from './radarRules';
export * from './radarApi';
export * from './card';
