import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CredentialsForm } from '@client/components/credentials-form';
import { completeClientSignIn } from '@client/lib/client-session';
import { paths } from '@client/lib/paths';
import { useLogin } from '../api/login';

/** The client's Sign In tab: on success the session starts and the dashboard opens. */
export function SignInForm({
  onForgotPassword,
}: {
  onForgotPassword?: (typedEmail: string) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useLogin();
  return (
    <CredentialsForm
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
