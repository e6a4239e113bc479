import { useCallback, useEffect, useRef, useState } from 'react';
import {
  failedProgress,
  isUploadAbort,
  runThreeStepUpload,
  type ThreeStepUploadSteps,
  type UploadProgress,
} from './three-step-upload';
import { text } from '@shared/i18n/text';
import { activeText } from '@client/lib/i18n/active';

export type UploadItemState = 'ready' | 'uploading' | 'done' | 'failed';

/** One chosen file on its way into the case. */
export interface UploadItem<DocumentType extends string> {
  key: string;
  file: File;
  documentType: DocumentType | '';
  /** Why this file cannot be sent at all (its type or size), in the server's words. */
  fileProblem: string | null;
  /** Set when sending was asked for before a document type was chosen. */
  typeMissing: boolean;
  state: UploadItemState;
  progress: UploadProgress | null;
  /** Why sending failed, when state is 'failed'. */
  error: string | null;
}

export interface UploadListOptions<Registered> {
  /** Why the browser refuses this file before sending it, or null. */
  fileProblem: (file: File) => string | null;
  /** After a round of sending, when at least one file was added. */
  onUploaded?: (registered: Registered[]) => void;
}

export interface UploadRoundResult {
  /** The keys of files still without a document type (then nothing was sent). */
  missingType: string[];
  uploaded: number;
  failed: number;
}

let nextKey = 0;

/**
 * Several files, each with its own document type, sent one after another with the three-step
 * upload, each with its own progress and error. Files the browser refuses stay in the list with
 * their reason and are never sent. Leaving the page cancels what is under way.
 */
export function useUploadList<DocumentType extends string, Registered>(
  steps: ThreeStepUploadSteps<DocumentType, Registered>,
  options: UploadListOptions<Registered>,
) {
  const [items, setItems] = useState<UploadItem<DocumentType>[]>([]);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const update = useCallback(
    (key: string, change: (item: UploadItem<DocumentType>) => Partial<UploadItem<DocumentType>>) =>
      setItems((current) =>
        current.map((item) => (item.key === key ? { ...item, ...change(item) } : item)),
      ),
    [],
  );

  const { fileProblem } = options;
  /** Adds chosen files; those already added to the case leave the list. */
  const add = useCallback(
    (files: File[], documentType: DocumentType | '' = '') =>
      setItems((current) => [
        ...current.filter((item) => item.state !== 'done'),
        ...files.map((file) => ({
          key: `upload-${++nextKey}`,
          file,
          documentType,
          fileProblem: fileProblem(file),
          typeMissing: false,
          state: 'ready' as const,
          progress: null,
          error: null,
        })),
      ]),
    [fileProblem],
  );

  const remove = useCallback(
    (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    [],
  );

  const chooseType = useCallback(
    (key: string, documentType: DocumentType | '') =>
      update(key, () => ({ documentType, typeMissing: false })),
    [update],
  );

  async function uploadAll(): Promise<UploadRoundResult> {
    const waiting = items.filter(
      (item) => (item.state === 'ready' || item.state === 'failed') && item.fileProblem === null,
    );
    const untyped = waiting.filter((item) => item.documentType === '');
    if (untyped.length > 0) {
      for (const item of untyped) update(item.key, () => ({ typeMissing: true }));
      return { missingType: untyped.map((item) => item.key), uploaded: 0, failed: 0 };
    }
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    const registered: Registered[] = [];
    let failed = 0;
    for (const item of waiting) {
      if (abort.signal.aborted) break;
      update(item.key, () => ({ state: 'uploading', error: null, progress: null }));
      try {
        const added = await runThreeStepUpload(
          steps,
          { file: item.file, documentType: item.documentType as DocumentType },
          {
            signal: abort.signal,
            onProgress: (progress) => update(item.key, () => ({ progress })),
          },
        );
        registered.push(added);
        update(item.key, () => ({ state: 'done' }));
      } catch (error) {
        if (isUploadAbort(error)) break;
        failed += 1;
        update(item.key, (current) => ({
          state: 'failed',
          progress: failedProgress(current.progress),
          error:
            error instanceof Error && error.message
              ? error.message
              : activeText(text('Please try again.')),
        }));
      }
    }
    if (!abort.signal.aborted) setBusy(false);
    if (registered.length > 0) options.onUploaded?.(registered);
    return { missingType: [], uploaded: registered.length, failed };
  }

  return { items, add, remove, chooseType, uploadAll, busy };
}
