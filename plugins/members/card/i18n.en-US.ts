// The 营销中心 card's strings (en-US): the same keys as i18n.zh-CN.ts.
const enUS = {
  title: 'Marketing centre',
  intro: 'Members, information search and the business radar help your site keep visitors, answer lookups and find leads.',
  enter: 'Open',
  retry: 'Retry',
  loadFailed: 'The marketing centre could not be loaded: {message}',
  empty: 'This account holds none of the marketing features. Ask your administrator for access.',
  status: { on: 'In use', off: 'Off', unavailable: 'Not purchased' },
  features: {
    member: { name: 'Members', desc: 'Manage the site’s members, their ranks and the member centre’s sign-up and sign-in rules.', figure: 'New members today' },
    information: { name: 'Information search', desc: 'Let visitors look up certificates, shipments and more, with data imported from Excel.', figure: 'Lookups today' },
    radar: { name: 'Business radar', desc: 'See where visitors come from and what they read, and find leads by intent.', figure: 'New leads today' },
  },
};

export default enUS;
