import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { partDone, partWaiting } from '@client/lib/page-live';
import { SeparateIds } from '@client/lib/stable-id';

function WhenRendered({ onRendered }: { onRendered: () => void }) {
  useEffect(onRendered, [onRendered]);
  return null;
}

/**
 * A part of a page whose code is not in the page's first JavaScript: a form below the fold, a
 * tab that is not open, a dialog or a step that comes later. The server renders it whole; in
 * the browser its server markup stays as it is until the code arrives (right after the page's
 * own), and `fallback` shows only where there was no server markup. The page counts as live
 * (lib/page-live) once every such part on it has rendered.
 */
export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props & { fallback?: ReactNode }> {
  // The marker is rendered by the loaded code itself: a sibling outside it would render (and
  // say so) while the part is still waiting, since Preact goes on with a suspended child's siblings.
  const Part = lazy(async () => {
    const Loaded = await load();
    function LoadedPart({ props, onRendered }: { props: Props; onRendered: () => void }) {
      return (
        <>
          <Loaded {...props} />
          <WhenRendered onRendered={onRendered} />
        </>
      );
    }
    return { default: LoadedPart };
  });

  return function DeferredPart({ fallback = null, ...props }) {
    const progress = useRef({ rendered: false, waiting: false });
    const onRendered = useRef(() => {
      progress.current.rendered = true;
      if (progress.current.waiting) {
        progress.current.waiting = false;
        partDone();
      }
    }).current;
    useEffect(() => {
      const current = progress.current;
      if (current.rendered) return undefined;
      current.waiting = true;
      partWaiting();
      return () => {
        if (!current.waiting) return;
        current.waiting = false;
        partDone();
      };
    }, []);

    return (
      <SeparateIds>
        <Suspense fallback={fallback}>
          <Part props={props as Props} onRendered={onRendered} />
        </Suspense>
      </SeparateIds>
    );
  };
}
