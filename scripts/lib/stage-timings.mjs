// The wall time of each stage of `npm test`, from the starts scripts/test.sh
// writes (stages.tsv: a stage runs until the next starts, the last until now),
// and of the passes that ran beside them (parallel-stages.tsv: name, start, end).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} file @returns {string[][]} */
const rowsOf = (file) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'))
    : [];

/**
 * @param {string} dir the results folder
 * @param {number} [now] seconds since the epoch
 */
export function stageTimings(dir, now = Date.now() / 1000) {
  const starts = rowsOf(path.join(dir, 'stages.tsv')).map(([name, at]) => ({
    name: name ?? '',
    at: Number(at),
  }));
  const stages = starts.map((stage, index) => ({
    name: stage.name,
    seconds: Math.round((starts[index + 1]?.at ?? now) - stage.at),
  }));
  const besides = rowsOf(path.join(dir, 'parallel-stages.tsv')).map(([name, start, end]) => ({
    name: name ?? '',
    seconds: Math.round(Number(end) - Number(start)),
  }));
  const totalSeconds = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  return { totalSeconds, stages, besides };
}

/** @param {number} seconds */
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The table printed before the closing line: each stage's minutes and share of the run. */
export function timingTable({ totalSeconds, stages, besides }) {
  const lines = ['\nStage timings (wall, min:s)'];
  for (const stage of stages) {
    const share = totalSeconds > 0 ? Math.round((100 * stage.seconds) / totalSeconds) : 0;
    lines.push(
      `  ${stage.name.padEnd(72)} ${clock(stage.seconds).padStart(6)} ${String(share).padStart(3)} %`,
    );
  }
  for (const stage of besides)
    lines.push(`  ${`(beside them) ${stage.name}`.padEnd(72)} ${clock(stage.seconds).padStart(6)}`);
  lines.push(`  ${'whole run'.padEnd(72)} ${clock(totalSeconds).padStart(6)}`);
  return lines.join('\n');
}
