import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { workflowProblems, type Workflow } from './workflow';

const site = parse(readFileSync('.github/workflows/site.yml', 'utf8')) as Workflow;

describe('.github/workflows/site.yml', () => {
  test('every path to a deploy needs the same run’s green test job', () => {
    expect(workflowProblems(site)).toEqual([]);
  });

  test('the scheduled run checks the live site and the release dates, and publishes nothing', () => {
    const scheduled = Object.entries(site.jobs).filter(([, job]) => !/!= 'schedule'/.test(job.if ?? '') && /schedule/.test(job.if ?? ''));
    expect(scheduled.map(([name]) => name)).toEqual(['nightly']);
    const runs = (site.jobs.nightly?.steps ?? []).map((s) => s.run ?? '').join('\n');
    expect(runs).toMatch(/npm run check:release/);
    expect(runs).toMatch(/npm run check:live/);
    expect(runs).toMatch(/gh issue create/);
    expect(runs).not.toMatch(/npm run deploy|wrangler/);
    expect(JSON.stringify(site.jobs.nightly)).not.toMatch(/CLOUDFLARE/);
  });

  test('the rules catch the paths that used to skip the tests', () => {
    const deployJob = (condition: string) => ({
      jobs: { test: {}, deploy: { needs: 'test', if: condition, steps: [{ run: 'npm run deploy' }] } },
    });
    expect(workflowProblems(deployJob("always() && (needs.test.result == 'success' || github.event_name == 'schedule')"))).not.toEqual([]);
    expect(workflowProblems(deployJob("github.event_name == 'schedule' || needs.test.result == 'success'"))).not.toEqual([]);
    expect(workflowProblems(deployJob("github.ref == 'refs/heads/main'"))).not.toEqual([]);
    expect(workflowProblems({ jobs: { test: {}, nightly: { if: "github.event_name == 'schedule'", steps: [{ run: 'npm run deploy' }] } } })).not.toEqual(
      [],
    );
    expect(workflowProblems(deployJob("needs.test.result == 'success' && github.ref == 'refs/heads/main'"))).toEqual([]);
  });
});

test('a red test run on main opens an issue: the site then stays as last deployed, and someone must hear of it', () => {
  const steps = site.jobs.test?.steps ?? [];
  expect(steps.some((s) => /gh issue create/.test(s.run ?? ''))).toBe(true);
});
