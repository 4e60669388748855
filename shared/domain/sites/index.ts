// Sites (issue 17): the site mode rule, templates, languages and synchronisation.
export * from './siteMode';
export * from './templates';
export * from './languages';
export * from './clone';
