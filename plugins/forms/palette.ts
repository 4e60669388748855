// The command palette's form search: lead forms matching the title typed (the most recently
// updated with nothing typed), each opening in the form dialog on its list page.
import type { RecordSource } from '../../kernel';
import { API, isForeignSiteType, type LeadFormSummary, type ListData } from '../../shared/domain';

const searchForms: RecordSource = async (query, { http, siteType, signal }) => {
  const list = isForeignSiteType(siteType) ? '/zhEnquiry/formList_en' : '/zhEnquiry/form';
  const data = await http.call<ListData<LeadFormSummary>>(API.formList, { query: { page: 1, rows: 5, ...(query ? { keyword: query } : {}) } }, { signal, silent: true });
  return data.rows.map((form) => ({ title: form.title, path: `${list}?edit=${form.id}` }));
};

export default searchForms;
