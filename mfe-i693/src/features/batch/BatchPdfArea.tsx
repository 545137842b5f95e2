import type { I693Application } from '@clinic/contracts';
import { currentRoles, isExtStaff, useSession } from '@clinic/platform';
import { useState } from 'react';
import { BatchProgressWidget } from './BatchProgressWidget';
import { GenerateBatchDialog } from './GenerateBatchDialog';
import { SelectionBar } from './SelectionBar';
import { useBatchRun } from './useBatchRun';

export interface BatchPdfAreaProps {
  /** The applications of the page shown. */
  applications: readonly I693Application[];
  selected: ReadonlySet<string>;
  onClearSelection: () => void;
  /** A run ended: the applications now hold the office and date their PDFs were made for. */
  onFinished: () => void;
}

/**
 * Batch PDFs on the application list: the selection bar once rows are ticked, the Generate Batch
 * PDFs dialog and the floating progress widget. The selection stays after a batch starts, so focus
 * returns to the bar and the same rows can be handled again.
 */
export function BatchPdfArea({ applications, selected, onClearSelection, onFinished }: BatchPdfAreaProps) {
  const canGenerate = useSession((s) => !isExtStaff(currentRoles(s)));
  const { runner, state } = useBatchRun(onFinished);
  const [dialogOpen, setDialogOpen] = useState(false);
  const chosen = applications.filter((a) => selected.has(a.uuid));

  return (
    <>
      {chosen.length > 0 ? (
        <SelectionBar count={chosen.length} canGenerate={canGenerate} onGenerate={() => setDialogOpen(true)} onClear={onClearSelection} />
      ) : null}
      {dialogOpen && canGenerate && chosen.length > 0 ? (
        <GenerateBatchDialog
          applications={chosen}
          onClose={() => setDialogOpen(false)}
          onGenerate={(batches, force) => {
            setDialogOpen(false);
            void runner.run(batches, force);
          }}
        />
      ) : null}
      {state ? <BatchProgressWidget state={state} label={(group) => runner.label(group)} onHold={(on) => runner.hold(on)} /> : null}
    </>
  );
}
