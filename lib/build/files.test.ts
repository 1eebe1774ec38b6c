import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { filesUnder, htmlFilesUnder } from './files';

async function collect(files: AsyncGenerator<string>, root: string): Promise<string[]> {
  const found: string[] = [];
  for await (const path of files) found.push(relative(root, path));
  return found.sort();
}

test('walks every folder of an export, and picks out its pages', async () => {
  const root = await mkdtemp(join(tmpdir(), 'export-'));
  try {
    await mkdir(join(root, 'about'), { recursive: true });
    await mkdir(join(root, '_next', 'static', 'chunks'), { recursive: true });
    await writeFile(join(root, 'index.html'), '');
    await writeFile(join(root, 'about', 'index.html'), '');
    await writeFile(join(root, 'about', 'index.txt'), '');
    await writeFile(join(root, '_next', 'static', 'chunks', 'a.js'), '');
    expect(await collect(filesUnder(root), root)).toEqual([
      '_next/static/chunks/a.js',
      'about/index.html',
      'about/index.txt',
      'index.html',
    ]);
    expect(await collect(htmlFilesUnder(root), root)).toEqual(['about/index.html', 'index.html']);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
