import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@client/lib/toast';
import {
  MFA_REQUIRED_FOR_ROLE_MESSAGE,
  RECOVERY_CODE_COUNT,
  type RecoveryCodesResponse,
  type TotpSetupResponse,
  type TwoStepStatus,
} from '@shared/contracts/two-step';
import { FormNotice } from '@client/components/form-status';
import { QueryStatus } from '@client/components/load-status';
import { Button } from '@client/components/ui/button';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecurityCard } from './security-card';
import type { SecurityEndpoint } from './security-endpoint';
import { RenewCodesPanel } from './renew-codes-panel';
import { TotpSetupPanel } from './totp-setup-panel';
import { TurnOffDialog, turnOffWords } from './turn-off-dialog';
import {
  useConfirmTotp,
  useRenewRecoveryCodes,
  useStartTotpSetup,
  useTurnOffTotp,
  useTwoStepStatus,
} from './two-step-calls';
import { AuthenticatorHelp, TwoStepStatusLine } from './two-step-status';

const ID = 'two-step';
/* eslint-disable lingui/no-unlocalized-strings -- element ids */
const SETUP_ID = `${ID}-setup`;
const CODES_ID = `${ID}-codes`;
const RENEW_ID = `${ID}-renew`;
/* eslint-enable lingui/no-unlocalized-strings */
/** Fewer codes than this left: time to make new ones. */
const FEW_CODES_LEFT = 3;

type Stage =
  | { name: 'status' }
  | { name: 'setup'; setup: TotpSetupResponse }
  | { name: 'renew' }
  | { name: 'codes'; codes: string[]; renewed: boolean };

/** The controls under the status line, once the status is known. */
function StatusControls({
  status,
  starting,
  onTurnOn,
  onRenew,
  onTurnOff,
}: {
  status: TwoStepStatus;
  starting: boolean;
  onTurnOn: () => void;
  onRenew: () => void;
  onTurnOff: () => void;
}) {
  const { t, i18n } = useLingui();
  const fewLeft = status.recoveryCodesLeft <= FEW_CODES_LEFT;
  const left = status.recoveryCodesLeft;
  const total = RECOVERY_CODE_COUNT;
  const codesLeft = status.enabled ? (
    <p className="text-ink-900">
      <Trans>
        <strong>Recovery codes left:</strong> {left} of {total}.
      </Trans>
      {fewLeft ? (
        <>
          {' '}
          <Trans>Make new codes soon, so you are never locked out.</Trans>
        </>
      ) : null}
    </p>
  ) : null;
  const renewButton = (
    <Button variant="outline" onClick={onRenew}>
      <KeyRound aria-hidden="true" className="h-5 w-5" />
      <Trans>Make new recovery codes</Trans>
    </Button>
  );
  if (!status.totpEnabled) {
    return (
      <div className="space-y-4">
        {codesLeft}
        {status.enabled ? renewButton : null}
        <AuthenticatorHelp />
        <Button
          size="lg"
          variant={status.enabled ? 'outline' : 'primary'}
          aria-disabled={starting || undefined}
          onClick={onTurnOn}
        >
          <ShieldCheck aria-hidden="true" className="h-5 w-5" />
          {starting
            ? t`Preparing...`
            : status.enabled
              ? t`Set up an authenticator app`
              : t`Turn on two-step sign-in`}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {codesLeft}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {renewButton}
        {status.required ? null : (
          <Button variant="danger-outline" onClick={onTurnOff}>
            <ShieldOff aria-hidden="true" className="h-5 w-5" />
            {i18n._(turnOffWords(status).button)}
          </Button>
        )}
      </div>
      {status.required ? (
        <p className="text-ink-700">{i18n._(MFA_REQUIRED_FOR_ROLE_MESSAGE)}</p>
      ) : null}
    </div>
  );
}

/**
 * Issue 17 §4: two-step sign-in on one's own account. Turn it on (QR code, key, first code,
 * then the recovery codes once), see the recovery codes left and make new ones, or turn it off
 * with the password and a code, unless the role requires it.
 */
export function TwoStepSection({ endpoint }: { endpoint: SecurityEndpoint }) {
  const { t, i18n } = useLingui();
  const status = useTwoStepStatus(endpoint);
  const startSetup = useStartTotpSetup(endpoint);
  const confirm = useConfirmTotp(endpoint);
  const renew = useRenewRecoveryCodes(endpoint);
  const turnOff = useTurnOffTotp(endpoint);
  const [stage, setStage] = useState<Stage>({ name: 'status' });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  function show(next: Stage, message: string | null = null) {
    setProblem(null);
    setDone(message);
    setStage(next);
    // Back at the status, the reader starts again at the section's heading.
    if (next.name === 'status') requestAnimationFrame(() => heading.current?.focus());
  }

  function turnOn() {
    if (startSetup.isPending) return;
    setProblem(null);
    setDone(null);
    startSetup.mutate(undefined, {
      onSuccess: (setup) => show({ name: 'setup', setup }),
      onError: (error) => setProblem(error.message || t`Please try again.`),
    });
  }

  /** The recovery codes to show once the server has made them. */
  function showCodes(renewed: boolean) {
    return {
      onSuccess: ({ recoveryCodes }: RecoveryCodesResponse) =>
        setStage({ name: 'codes', codes: recoveryCodes, renewed }),
      onError: (error: Error) => setProblem(error.message || t`Please try again.`),
    };
  }

  const offWords = turnOffWords({ passkeys: status.data?.passkeys ?? [] });
  let body;
  if (!status.isSuccess) {
    body = (
      <QueryStatus
        query={status}
        loadingLabel={t`Loading your two-step sign-in`}
        failedTitle={t`We could not load your two-step sign-in.`}
      />
    );
  } else if (stage.name === 'setup') {
    body = (
      <TotpSetupPanel
        id={SETUP_ID}
        setup={stage.setup}
        busy={confirm.isPending}
        problem={problem}
        onConfirm={(code) => {
          setProblem(null);
          confirm.mutate({ code }, showCodes(false));
        }}
        onCancel={() => show({ name: 'status' })}
      />
    );
  } else if (stage.name === 'codes') {
    body = (
      <RecoveryCodesPanel
        id={CODES_ID}
        codes={stage.codes}
        renewed={stage.renewed}
        onDone={() =>
          show(
            { name: 'status' },
            stage.renewed
              ? t`Your new recovery codes are ready to use.`
              : t`Two-step sign-in is on. Next time you sign in, have your phone with you.`,
          )
        }
      />
    );
  } else {
    body = (
      <>
        <TwoStepStatusLine status={status.data} />
        {status.data.required && !status.data.enabled ? (
          <p className="font-semibold text-ink-900">
            <Trans>Your role requires two-step sign-in. Please turn it on now.</Trans>
          </p>
        ) : null}
        {stage.name === 'renew' ? (
          <RenewCodesPanel
            id={RENEW_ID}
            withApp={status.data.totpEnabled}
            busy={renew.isPending}
            problem={problem}
            onAnswer={(answer) => {
              setProblem(null);
              renew.mutate(answer, showCodes(true));
            }}
            onCancel={() => show({ name: 'status' })}
          />
        ) : (
          <>
            <StatusControls
              status={status.data}
              starting={startSetup.isPending}
              onTurnOn={turnOn}
              onRenew={() => show({ name: 'renew' })}
              onTurnOff={() => setTurningOff(true)}
            />
            <FormNotice tone="error" message={problem} />
          </>
        )}
      </>
    );
  }

  return (
    <SecurityCard
      id={ID}
      title={t`Two-step sign-in`}
      intro={t`A second check after your password: a 6-digit code from an app on your phone, or a passkey (below). It keeps your account safe even if someone learns your password.`}
      done={done}
      onDismissDone={() => setDone(null)}
      headingRef={heading}
      dialogs={
        <TurnOffDialog
          words={offWords}
          open={turningOff}
          onOpenChange={setTurningOff}
          busy={turnOff.isPending}
          onTurnOff={async (values) => {
            await turnOff.mutateAsync(values);
            setTurningOff(false);
            toast.success(i18n._(offWords.toast));
            show({ name: 'status' }, i18n._(offWords.done));
          }}
        />
      }
    >
      {body}
    </SecurityCard>
  );
}
