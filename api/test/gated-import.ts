import type { FastifyInstance } from 'fastify';
import { importsRepository } from '../src/modules/imports/repository';

const gates = new Set<() => void>();

/**
 * Opens every gate still shut: a test that failed before opening its own
 * would otherwise leave the queue, and so the app's close, waiting forever.
 */
export function openEveryGate(): void {
  for (const open of gates) open();
}

/** An import whose batches wait for `open` before they record their rows. */
export function gatedJob(app: FastifyInstance, importId: string, rowCount: number) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  gates.add(open);
  let begin!: () => void;
  /** Resolves when the first batch has started, and waits at the gate. */
  const begun = new Promise<void>((resolve) => (begin = resolve));
  let nextRow = 2;
  const job = {
    importId,
    rows: Array.from({ length: rowCount }, (_, index) => index),
    async applyBatch(batch: number[]) {
      begin();
      await gate;
      await importsRepository.recordRowOutcomes(
        app.db,
        importId,
        batch.map(() => ({ row: nextRow++, values: {}, status: 'skipped' as const, errors: [] })),
      );
    },
  };
  return { job, open, begun };
}
