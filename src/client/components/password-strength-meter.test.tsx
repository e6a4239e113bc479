import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPasswordStrength } from '@client/lib/password-rules';
import { PasswordStrengthMeter } from './password-strength-meter';

/** Renders in the language the test setup activated, as the app does. */
const render = (ui: ReactNode) => renderPlain(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

/** A password box with the meter under it, as the forms that set a password have. */
function Harness({ userInputs = [] }: { userInputs?: string[] }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="pw">New password</label>
      <input id="pw" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordStrengthMeter id="pw-strength" password={password} userInputs={userInputs} />
    </>
  );
}

// The dictionaries take a while to load on a busy machine; once loaded, scoring is quick.
beforeAll(async () => {
  // Building the estimator's ranked dictionaries happens on the first check.
  (await loadPasswordStrength()).assessPassword('warm up');
}, 60_000);

const meterText = () => document.getElementById('pw-strength')!;

async function typePassword(text: string, userInputs?: string[]) {
  const user = userEvent.setup();
  render(<Harness userInputs={userInputs} />);
  await user.type(screen.getByLabelText('New password'), text);
}

describe('PasswordStrengthMeter', () => {
  it('says why a password is weak, and what to do, in the page’s language', async () => {
    i18n.activate('es');
    await typePassword('password');
    await screen.findByText(
      /Esta contraseña es demasiado fácil de adivinar/,
      {},
      { timeout: 5000 },
    );
    expect(meterText()).toHaveTextContent(/Es una contraseña (muy usada|común)\./);
    expect(meterText()).toHaveTextContent(/tres o cuatro palabras/);
    expect(meterText()).not.toHaveTextContent(/easy to guess/);
  });

  it('invites typing while the box is empty, in a polite live region', () => {
    render(<Harness />);
    expect(meterText()).toHaveAttribute('aria-live', 'polite');
    expect(meterText()).toHaveTextContent('type a password to see how strong it is');
  });

  it.each(['password', 'password1', '12345678'])(
    'calls %j very weak and says why and what to do',
    async (weak) => {
      await typePassword(weak);
      expect(await screen.findByText('Very weak', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(meterText()).toHaveTextContent(
        /too easy to guess\. This is a (heavily|commonly) used/,
      );
      expect(meterText()).toHaveTextContent(/three or four unrelated words/);
      // One of four steps at most is coloured.
      const steps = screen.getByTestId('password-strength').querySelectorAll('.bg-red-700');
      expect(steps.length).toBeLessThanOrEqual(1);
    },
  );

  it('calls a few unrelated words strong, with no advice', async () => {
    await typePassword('lantern meadow copper violin');
    expect(await screen.findByText('Very strong', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(meterText()).not.toHaveTextContent(/too easy to guess/);
    expect(screen.getByTestId('password-strength').querySelectorAll('.bg-green-700')).toHaveLength(
      4,
    );
  });

  it("counts the person's own name and address as easy to guess", async () => {
    await typePassword('ZephyrineQuillfeather', [
      'zephyrine.quillfeather@example.com',
      'Zephyrine',
      'Quillfeather',
    ]);
    expect(
      await screen.findByText(/contains your name or e-mail address/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('never shows a verdict about earlier text as the verdict on what is typed now', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByLabelText('New password');
    await user.type(box, 'lantern meadow copper violin');
    expect(await screen.findByText('Very strong', {}, { timeout: 5000 })).toBeInTheDocument();
    await act(async () => {
      await user.clear(box);
      await user.type(box, 'password');
    });
    expect(screen.queryByText('Very strong')).not.toBeInTheDocument();
    expect(await screen.findByText('Very weak', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
