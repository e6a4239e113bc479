import { Input, Textarea } from '@client/components/ui/field';
import { fieldKind } from '@shared/letters/template';

/** One box of a letter: a date input for dates, a larger box for addresses and reasons. */
export function LetterFieldControl({
  name,
  value,
  onChange,
  aria,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  aria: { id: string; 'aria-describedby'?: string };
}) {
  const kind = fieldKind(name);
  if (kind === 'multiline') {
    return (
      <Textarea
        {...aria}
        name={name}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <Input
      {...aria}
      name={name}
      type={kind}
      value={value}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
