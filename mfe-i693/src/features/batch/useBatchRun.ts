import { notify } from '@clinic/platform';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { downloadLink } from '../documents/download';
import { fetchBatchPdfTask, startBatchPdf } from './api';
import { BatchRunner } from './batchRun';

/** The screen's batch PDF run: the runner (start, hold) and its state, null while nothing runs. */
export function useBatchRun(onFinished: () => void) {
  const { t } = useTranslation(NS.staff);
  const latest = useRef({ t, onFinished });
  latest.current = { t, onFinished };
  const [runner] = useState(
    () =>
      new BatchRunner({
        start: startBatchPdf,
        fetchTask: fetchBatchPdfTask,
        notify,
        download: downloadLink,
        onFinished: () => latest.current.onFinished(),
        t: (key, options) => latest.current.t(key, options),
      }),
  );
  useEffect(() => () => runner.dispose(), [runner]);
  const state = useSyncExternalStore(runner.subscribe, runner.getState);
  return { runner, state };
}
