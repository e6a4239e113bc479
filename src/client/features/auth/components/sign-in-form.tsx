import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SignInWithSecondStep } from '@client/components/sign-in/sign-in-with-second-step';
import { completeClientSignIn } from '@client/lib/client-session';
import { paths } from '@client/lib/paths';
import { useLogin } from '../api/login';

/**
 * The client's Sign In tab: the password, then the code when two-step sign-in is on; on
 * success the session starts and the dashboard opens.
 */
export function SignInForm({
  onForgotPassword,
}: {
  onForgotPassword?: (typedEmail: string) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useLogin();
  return (
    <SignInWithSecondStep
      kind="client"
      idPrefix="sign-in"
      mutation={login}
      onForgotPassword={onForgotPassword}
      onSignedIn={(response) => {
        completeClientSignIn(queryClient, response);
        void navigate(paths.dashboard.getHref(), { replace: true });
      }}
    />
  );
}
