import { readFileSync } from 'node:fs';
import { deployProblems, PLACEHOLDER_DATABASE_ID } from './deploy';

const ready = {
  d1_databases: [{ binding: 'DB', database_id: '6f1c2b1e-4d0a-4c61-9a53-1f0b9c2d7e11' }],
  vars: { NOTIFY_TO: 'office@arthavidya.in', NOTIFY_FROM: 'website@arthavidya.in' },
};

test('a configuration with its own database and addresses may deploy', () => {
  expect(deployProblems(ready)).toEqual([]);
});

test("the repository's placeholders are refused, each named", () => {
  const problems = deployProblems({
    d1_databases: [{ binding: 'DB', database_id: PLACEHOLDER_DATABASE_ID }],
    vars: { NOTIFY_TO: '', NOTIFY_FROM: 'website@example.com' },
  });
  expect(problems).toHaveLength(3);
  expect(problems[0]).toMatch(/database_id is the placeholder/);
  expect(problems[1]).toMatch(/NOTIFY_TO/);
  expect(problems[2]).toMatch(/NOTIFY_FROM/);
});

test('the real wrangler.jsonc is still the placeholder one, so a deploy from this repository is refused', () => {
  // Its comments sit on lines of their own, so dropping those lines (and trailing commas) leaves JSON.
  const text = readFileSync('wrangler.jsonc', 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1');
  expect(deployProblems(JSON.parse(text))).not.toEqual([]);
});
