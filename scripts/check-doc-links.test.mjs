import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { anchorsOf, checkDocLinks, linksIn, slugify } from './check-doc-links.mjs';

const SCRIPT = fileURLToPath(new URL('./check-doc-links.mjs', import.meta.url));
const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A temporary repository holding the given files (path → text). */
function repo(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const GOOD_GUIDE = `# A guide

## Running it: \`npm start\`

Text. Back to the [README](../README.md#the-product) and [this page](#a-guide).

## Running it: \`npm start\`

The same heading again.

\`\`\`md
[inside a fence](nowhere.md)
\`\`\`

A span: \`[not a link](nowhere.md)\`. A site: [example](https://example.com/x#y).
`;

describe('checkDocLinks', () => {
  it('finds nothing wrong in documents whose links resolve', () => {
    const root = repo({
      'README.md': '# The product\n\nSee [the guide](docs/guide.md#running-it-npm-start-1).\n',
      'SECURITY.md': '# Security\n\n[Folder](docs/) and [mail](mailto:a@b.test).\n',
      'docs/guide.md': GOOD_GUIDE,
      'docs/nested/deep.md': '[Up](../guide.md#running-it-npm-start) [Code](../../src/a.ts#L3)\n',
      'src/a.ts': 'export {};\n',
    });
    assert.deepEqual(checkDocLinks(root), []);
  });

  it('reports a dead link and a dead anchor, with file and line', () => {
    const root = repo({
      'README.md': '# The product\n\nGood: [guide](docs/guide.md).\nDead: [gone](docs/gone.md).\n',
      'docs/guide.md': GOOD_GUIDE + '\nWrong: [anchor](../README.md#no-such-heading)\n',
    });
    const problems = checkDocLinks(root);
    assert.deepEqual(
      problems.map(({ file, line, link }) => ({ file, line, link })),
      [
        { file: 'README.md', line: 4, link: 'docs/gone.md' },
        { file: path.join('docs', 'guide.md'), line: 17, link: '../README.md#no-such-heading' },
      ],
    );
    assert.match(problems[0].reason, /no such file: docs\/gone\.md/);
    assert.match(problems[1].reason, /no heading #no-such-heading in README\.md/);
  });

  it('reports a README longer than the limit', () => {
    const root = repo({ 'README.md': '# Long\n' + 'line\n'.repeat(12) });
    assert.deepEqual(checkDocLinks(root, { maxReadmeLines: 20 }), []);
    const [problem] = checkDocLinks(root, { maxReadmeLines: 10 });
    assert.equal(problem.file, 'README.md');
    assert.match(problem.reason, /13 lines, more than 10/);
  });

  it('exits 1 and lists the problems when run as a script', () => {
    const root = repo({ 'README.md': '# A\n\n[dead](missing.md) and [anchor](#b)\n' });
    const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stdout, /^README\.md:3: missing\.md — no such file/m);
    assert.match(run.stdout, /^README\.md:3: #b — no heading #b in README\.md/m);
  });

  it('exits 0 when every link resolves', () => {
    const root = repo({ 'README.md': '# A\n\n[self](#a) [site](http://x.test/)\n' });
    const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stdout);
  });
});

describe('slugs and links', () => {
  it("follows GitHub's heading slugs", () => {
    assert.equal(slugify('Running many instances'), 'running-many-instances');
    assert.equal(slugify('The quick loop: `pnpm test:changed`'), 'the-quick-loop-pnpm-testchanged');
    assert.equal(
      slugify('Money: wallet, loyalty and referrals'),
      'money-wallet-loyalty-and-referrals',
    );
    assert.equal(slugify('What is `snake_case` — and *why*?'), 'what-is-snake_case--and-why');
    assert.equal(slugify('[Linked](x.md) heading'), 'linked-heading');
  });

  it('numbers repeated headings and reads setext headings', () => {
    const anchors = anchorsOf('# Same\n\n## Same\n\nOther\n-----\n');
    assert.deepEqual([...anchors].sort(), ['other', 'same', 'same-1']);
  });

  it('skips code and reads reference definitions', () => {
    const links = linksIn('`[a](b.md)`\n\n```\n[c](d.md)\n```\n[e](f.md "title")\n[ref]: g.md\n');
    assert.deepEqual(links, [
      { line: 6, target: 'f.md' },
      { line: 7, target: 'g.md' },
    ]);
  });
});
