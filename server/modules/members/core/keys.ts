// The §6 permission keys of marketing_interaction, as the members module's routes check them.
export const MEMBER_KEY = 'member_manage';
export const INFORMATION_KEY = 'information_search';
export const RADAR_KEY = 'opportunity_radar';
/** The 营销中心 card: any of the three. */
export const ANY_MARKETING_KEY = [MEMBER_KEY, INFORMATION_KEY, RADAR_KEY];
