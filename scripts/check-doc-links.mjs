#!/usr/bin/env node
// `node scripts/check-doc-links.mjs [root]`: fails on a dead link in the
// documentation (docs/testing.md, "Documentation links"). It reads README.md,
// SECURITY.md and every Markdown file under docs/, and reports, as
// file:line, each relative link whose file does not exist, each #anchor that
// names no heading of its target (GitHub's heading slugs), and a README longer
// than MAX_README_LINES. Links to http(s): and mailto: are not followed, and
// nothing inside code (fenced blocks, `spans`) counts as a link.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_README_LINES = 400;

/** The Markdown files checked, relative to root: README.md, SECURITY.md, docs/**. */
export function docFiles(root) {
  const files = ['README.md', 'SECURITY.md'].filter((file) => existsSync(path.join(root, file)));
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return files;
}

/** Each line's text outside fenced code blocks, with code spans blanked; null inside a fence. */
function proseLines(markdown) {
  let fence = null;
  return markdown.split('\n').map((line) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      return null;
    }
    if (opening) {
      fence = opening[1];
      return null;
    }
    return line.replace(/(`+)(?:(?!\1).)+?\1/g, (span) => ' '.repeat(span.length));
  });
}

/** GitHub's slug of a heading's text: lower case, punctuation dropped, each space a '-'. */
export function slugify(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*~]/g, '') // code and emphasis markers
    .replace(/(^|\s)_+|_+(?=\s|$)/g, '$1') // _emphasis_, not snake_case
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors a Markdown file offers: its headings' slugs (repeats get -1, -2…) and HTML ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  const add = (heading) => {
    const slug = slugify(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  };
  const lines = markdown.split('\n');
  proseLines(markdown).forEach((line, index) => {
    if (line === null) return;
    const atx = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(lines[index]);
    if (atx) return add(atx[1]);
    const previous = index > 0 ? lines[index - 1] : '';
    if (
      /^ {0,3}(=+|-+)\s*$/.test(line) &&
      /\S/.test(previous) &&
      !/^\s*([-*+|>#]|\d+\.)/.test(previous)
    )
      return add(previous.trim());
    for (const id of line.matchAll(/<a\s+(?:[^>]*\s)?(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  });
  return anchors;
}

/** Every link in a Markdown text outside code: { line (1-based), target }. */
export function linksIn(markdown) {
  const links = [];
  proseLines(markdown).forEach((line, index) => {
    if (line === null) return;
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+["'(][^)]*)?\)/g))
      links.push({ line: index + 1, target: match[1].replace(/^<|>$/g, '') });
    const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
    if (definition) links.push({ line: index + 1, target: definition[1].replace(/^<|>$/g, '') });
  });
  return links;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/**
 * Checks every link of the documentation under root. Answers the problems
 * found, each { file, line, link, reason }, in file order; none when all is well.
 */
export function checkDocLinks(root, { maxReadmeLines = MAX_README_LINES } = {}) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsAt = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  for (const file of docFiles(root)) {
    const full = path.join(root, file);
    const markdown = readFileSync(full, 'utf8');
    if (file === 'README.md') {
      const lines = markdown.split('\n').length - (markdown.endsWith('\n') ? 1 : 0);
      if (lines > maxReadmeLines)
        problems.push({
          file,
          line: lines,
          link: '',
          reason: `README.md has ${lines} lines, more than ${maxReadmeLines}`,
        });
    }
    for (const { line, target } of linksIn(markdown)) {
      if (isExternal(target)) continue;
      const hash = target.indexOf('#');
      const filePart = hash === -1 ? target : target.slice(0, hash);
      const anchor = hash === -1 ? null : target.slice(hash + 1);
      let decoded;
      try {
        decoded = decodeURIComponent(filePart.split('?')[0]);
      } catch {
        decoded = filePart;
      }
      const resolved = decoded ? path.resolve(path.dirname(full), decoded) : full;
      const problem = (reason) => problems.push({ file, line, link: target, reason });
      if (!existsSync(resolved)) {
        problem(`no such file: ${path.relative(root, resolved) || '.'}`);
        continue;
      }
      if (anchor === null || anchor === '') continue;
      if (!resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue;
      let wanted;
      try {
        wanted = decodeURIComponent(anchor).toLowerCase();
      } catch {
        wanted = anchor.toLowerCase();
      }
      if (!anchorsAt(resolved).has(wanted))
        problem(`no heading #${anchor} in ${path.relative(root, resolved)}`);
    }
  }
  return problems;
}

function main() {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const files = docFiles(root);
  const problems = checkDocLinks(root);
  for (const { file, line, link, reason } of problems)
    console.log(`${file}:${line}: ${link ? `${link} — ` : ''}${reason}`);
  const links = files.reduce(
    (sum, file) => sum + linksIn(readFileSync(path.join(root, file), 'utf8')).length,
    0,
  );
  console.log(
    problems.length === 0
      ? `Documentation links: ${links} links in ${files.length} files, all resolve.`
      : `Documentation links: ${problems.length} problem(s) in ${files.length} files.`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
