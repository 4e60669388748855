// Recruitment (/zhContent/recruitlist): the job list (keyword, hiring filter, enable switch,
// removal to the recycle bin) and the resume list (job and dealt filters, detail, dealt flag,
// removal). Kept while the console runs, so filters survive leaving the page.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { MAX_PAGE_SIZE, type Job, type ResumeColumn, type ResumeDetail, type ResumeRow } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import type { ContentApi } from '../api';
import { CONTENT_API } from '../tokens';

export type RecruitTab = 'jobs' | 'resumes';
export type JobFilters = { enabled?: boolean };
export type ResumeFilters = { job_id?: number; dealt?: boolean };

@injectable()
export class RecruitStore {
  readonly jobs: ListState<Job, JobFilters>;
  readonly resumes: ListState<ResumeRow, ResumeFilters>;
  tab: RecruitTab = 'jobs';
  selectedJobs: number[] = [];
  selectedResumes: number[] = [];
  /** Columns of the resume table as the server names them (resumeColumn). */
  columns: ResumeColumn[] = [];
  /** The jobs offered by the resume list's job filter (the newest page of the largest size). */
  jobChoices: { id: number; title: string }[] = [];
  /** Jobs whose enable switch is on its way to the server. */
  toggling = new Set<number>();
  busy = false;
  /** The resume open in the drawer (its id while it loads). */
  detailId: number | null = null;
  detail: ResumeDetail | null = null;
  detailLoading = false;
  detailError: string | null = null;

  constructor(@inject(CONTENT_API) private readonly api: ContentApi) {
    this.jobs = new ListState<Job, JobFilters>((query) => this.api.jobs(query));
    this.resumes = new ListState<ResumeRow, ResumeFilters>((query) => this.api.resumes(query));
    makeAutoObservable<RecruitStore, 'api'>(this, { api: false, jobs: false, resumes: false });
  }

  /** Switches tab and refreshes its list (counts and states may have changed meanwhile). */
  setTab(tab: RecruitTab) {
    this.tab = tab;
    void (tab === 'jobs' ? this.jobs : this.resumes).load();
  }

  // ---- jobs ------------------------------------------------------------------------------------

  filterJobs(enabled: boolean | undefined) {
    this.selectedJobs = [];
    this.jobs.setFilters({ ...this.jobs.filters, enabled });
  }

  selectJobs(ids: number[]) {
    this.selectedJobs = ids;
  }

  /** The enable switch: shows the new state at once, puts it back if the server refuses. */
  async setEnabled(job: Job, enabled: boolean): Promise<boolean> {
    if (this.toggling.has(job.id)) return false;
    const before = job.enabled;
    this.toggling.add(job.id);
    this.patchJob(job.id, { enabled });
    try {
      await this.api.setJobEnabled(job.id, enabled);
      return true;
    } catch {
      runInAction(() => this.patchJob(job.id, { enabled: before }));
      return false;
    } finally {
      runInAction(() => this.toggling.delete(job.id));
    }
  }

  /** Moves jobs to the recycle bin (default: the selection), then reloads. */
  async removeJobs(ids: number[] = this.selectedJobs): Promise<boolean> {
    if (ids.length === 0) return false;
    this.busy = true;
    try {
      await this.api.removeJobs(ids);
      runInAction(() => {
        this.selectedJobs = this.selectedJobs.filter((id) => !ids.includes(id));
        this.jobChoices = this.jobChoices.filter((job) => !ids.includes(job.id));
        if (this.resumes.filters.job_id !== undefined && ids.includes(this.resumes.filters.job_id)) this.resumes.filters = { ...this.resumes.filters, job_id: undefined };
      });
      await this.jobs.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async loadJobChoices(): Promise<void> {
    try {
      const data = await this.api.jobs({ page: 1, rows: MAX_PAGE_SIZE });
      runInAction(() => {
        this.jobChoices = (data.rows ?? []).map((job) => ({ id: job.id, title: job.title }));
      });
    } catch {
      // The filter keeps what it had; HttpService showed why.
    }
  }

  /** 查看简历 on a job: the resume tab, filtered by that job. */
  showResumesOf(jobId: number) {
    this.selectedResumes = [];
    this.resumes.filters = { ...this.resumes.filters, job_id: jobId };
    this.resumes.page = 1;
    this.setTab('resumes');
  }

  private patchJob(id: number, patch: Partial<Job>) {
    const row = this.jobs.rows.find((job) => job.id === id);
    if (row) Object.assign(row, patch);
  }

  // ---- resumes ---------------------------------------------------------------------------------

  async loadColumns(): Promise<void> {
    if (this.columns.length > 0) return;
    try {
      const columns = await this.api.resumeColumns();
      runInAction(() => {
        this.columns = columns.filter((c) => c && typeof c.name === 'string' && !['id', 'job_id', 'dealt'].includes(c.name));
      });
    } catch {
      // The table falls back to its built-in columns.
    }
  }

  filterResumes(patch: ResumeFilters) {
    this.selectedResumes = [];
    this.resumes.setFilters({ ...this.resumes.filters, ...patch });
  }

  selectResumes(ids: number[]) {
    this.selectedResumes = ids;
  }

  async removeResumes(ids: number[] = this.selectedResumes): Promise<boolean> {
    if (ids.length === 0) return false;
    this.busy = true;
    try {
      await this.api.removeResumes(ids);
      runInAction(() => {
        this.selectedResumes = this.selectedResumes.filter((id) => !ids.includes(id));
        if (this.detailId !== null && ids.includes(this.detailId)) this.closeResume();
      });
      await this.resumes.load();
      // Resume counts of the job list changed.
      void this.jobs.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async openResume(id: number): Promise<void> {
    this.detailId = id;
    this.detail = null;
    this.detailError = null;
    this.detailLoading = true;
    try {
      const detail = await this.api.resume(id);
      runInAction(() => {
        if (this.detailId === id) this.detail = detail;
      });
    } catch (error) {
      runInAction(() => {
        if (this.detailId === id) this.detailError = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        if (this.detailId === id) this.detailLoading = false;
      });
    }
  }

  closeResume() {
    this.detailId = null;
    this.detail = null;
    this.detailLoading = false;
    this.detailError = null;
  }

  /** 标为已处理 / 标为未处理: then the drawer and the list show the new state. */
  async setDealt(id: number, dealt: boolean): Promise<boolean> {
    this.busy = true;
    try {
      await this.api.setResumeDealt(id, dealt);
      runInAction(() => {
        if (this.detail?.id === id) this.detail = { ...this.detail, dealt };
        const row = this.resumes.rows.find((r) => r.id === id);
        if (row) row.dealt = dealt;
      });
      // A dealt filter may no longer hold this row.
      if (this.resumes.filters.dealt !== undefined) await this.resumes.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
