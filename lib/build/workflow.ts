// The rules the CI workflow (.github/workflows/site.yml) must keep, checked on its parsed YAML: a
// commit reaches production only after its own tests passed, and the scheduled run only watches.
// A workflow edit that reopens a path around the tests fails `npm test` (workflow.test.ts).

type Step = { run?: string; env?: Record<string, unknown> };
type Job = { needs?: string | string[]; if?: string; steps?: Step[]; env?: Record<string, unknown> };
export type Workflow = { on?: Record<string, unknown>; jobs: Record<string, Job> };

const PUBLISHES = /npm run deploy(?!\S)|wrangler\s+(deploy|pages\s+deploy)|d1 migrations apply/;

const publishes = (job: Job) => (job.steps ?? []).some((s) => PUBLISHES.test(s.run ?? ''));
const usesCloudflareSecrets = (job: Job) =>
  JSON.stringify([job.env ?? {}, ...(job.steps ?? []).map((s) => s.env ?? {})]).includes('secrets.CLOUDFLARE_API_TOKEN');

export function workflowProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (!publishes(job) && !usesCloudflareSecrets(job)) continue;
    const needs = [job.needs ?? []].flat();
    const condition = job.if ?? '';
    if (!needs.includes('test')) problems.push(`job "${name}" publishes without needing the test job`);
    if (!condition.includes("needs.test.result == 'success'")) problems.push(`job "${name}" does not require the test job's success`);
    // always() (or a bare `||` around the test condition) would run the job after failed tests.
    if (/always\(\)|failure\(\)|cancelled\(\)/.test(condition)) problems.push(`job "${name}" runs whatever the tests' result (${condition})`);
    if (condition.split("needs.test.result == 'success'")[0]?.includes('||')) {
      problems.push(`job "${name}" has a path around the test condition (${condition})`);
    }
    if (/schedule/.test(condition) && !/!= 'schedule'/.test(condition)) problems.push(`job "${name}" publishes from the schedule`);
  }
  const test = workflow.jobs.test;
  if (!test) problems.push('no job named "test"');
  return problems;
}
