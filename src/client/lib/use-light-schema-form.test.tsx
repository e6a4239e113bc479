import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { renderWithQueryClient } from '@client/testing/render';
import { useLightSchemaForm } from './use-light-schema-form';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Please enter your name.')),
  kind: z.enum(['owner', 'heir'], 'Please choose one.'),
  note: z.string(),
});
type Sent = z.output<typeof schema>;

function LightForm({ onSent }: { onSent: (values: Sent) => void }) {
  const form = useLightSchemaForm(schema, { name: '', kind: '', note: '' } as never);
  const [withNote, setWithNote] = useState(true);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSent)}>
      <button type="button" onClick={() => setWithNote(!withNote)}>
        Toggle the note
      </button>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      {errors.name ? <p>{errors.name.message}</p> : null}
      <label>
        Owner
        <input type="radio" value="owner" {...form.register('kind')} />
      </label>
      <label>
        Heir
        <input type="radio" value="heir" {...form.register('kind')} />
      </label>
      {errors.kind ? <p>{errors.kind.message}</p> : null}
      {withNote ? (
        <label>
          Note
          <input {...form.register('note')} />
        </label>
      ) : null}
      <p>Watching: {form.watch('kind') || 'nothing'}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useLightSchemaForm', () => {
  it('checks on submit, focuses the first box with a problem and sends nothing', async () => {
    const onSent = vi.fn();
    const { user } = renderWithQueryClient(<LightForm onSent={onSent} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('checks again as the person types once they have tried to send', async () => {
    const { user } = renderWithQueryClient(<LightForm onSent={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Please enter your name.');
    await user.type(screen.getByLabelText('Name'), 'A');
    await waitFor(() => expect(screen.queryByText('Please enter your name.')).toBeNull());
    // The other box's problem stays until that box changes.
    expect(screen.getByText('Please choose one.')).toBeInTheDocument();
  });

  it('sends the checked values, radio buttons and watched values included', async () => {
    const onSent = vi.fn();
    const { user } = renderWithQueryClient(<LightForm onSent={onSent} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByLabelText('Heir'));
    expect(screen.getByText('Watching: heir')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note'), 'Signed in Orlando');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith({ name: 'Ada', kind: 'heir', note: 'Signed in Orlando' }),
    );
  });

  it('keeps the value of a box that is hidden and shown again', async () => {
    const onSent = vi.fn();
    const { user } = renderWithQueryClient(<LightForm onSent={onSent} />);
    await user.type(screen.getByLabelText('Note'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Toggle the note' }));
    expect(screen.queryByLabelText('Note')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toggle the note' }));
    expect(screen.getByLabelText('Note')).toHaveValue('Kept');
  });
});
