import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  failedProgress,
  isUploadAbort,
  runThreeStepUpload,
  type ThreeStepUploadSteps,
  type UploadInput,
  type UploadProgress,
} from './three-step-upload';

export type { UploadInput, UploadProgress } from './three-step-upload';

export interface ThreeStepUploadCalls<
  DocumentType extends string,
  Registered,
> extends ThreeStepUploadSteps<DocumentType, Registered> {
  onSuccess?: (registered: Registered) => void;
  onError?: (error: Error) => void;
}

/**
 * One document's three-step upload (see runThreeStepUpload) with its progress.
 * `reset` cancels an upload still under way.
 */
export function useThreeStepUpload<DocumentType extends string, Registered>(
  calls: ThreeStepUploadCalls<DocumentType, Registered>,
) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation<Registered, Error, UploadInput<DocumentType>>({
    mutationFn: (input) => {
      const abort = new AbortController();
      controller.current = abort;
      return runThreeStepUpload(calls, input, { signal: abort.signal, onProgress: setProgress });
    },
    onSuccess: (registered) => calls.onSuccess?.(registered),
    onError: (error) => {
      if (isUploadAbort(error)) return;
      setProgress(failedProgress);
      calls.onError?.(error);
    },
  });

  const resetMutation = mutation.reset;
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
    resetMutation();
  }, [resetMutation]);

  return {
    upload: mutation.mutate,
    progress,
    busy: mutation.isPending,
    done: mutation.isSuccess,
    reset,
  };
}
