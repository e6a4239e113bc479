import { Trans } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Input } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';

/** A password box with a Show / Hide button, so people can check what they typed. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn('pr-28', className)}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-controls={props.id}
        className={cn(
          'absolute inset-y-0 right-0 inline-flex min-w-11 items-center gap-1.5 rounded-r-lg px-3',
          'font-semibold text-brand-800 hover:bg-brand-50',
          'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none focus-visible:ring-inset',
        )}
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="h-5 w-5" />
        ) : (
          <Eye aria-hidden="true" className="h-5 w-5" />
        )}
        {visible ? (
          <>
            <Trans>Hide</Trans>
            <span className="sr-only">
              {' '}
              <Trans>password</Trans>
            </span>
          </>
        ) : (
          <>
            <Trans>Show</Trans>
            <span className="sr-only">
              {' '}
              <Trans>password</Trans>
            </span>
          </>
        )}
      </button>
    </div>
  );
}
