import { NotFoundScreen } from '@client/components/not-found-screen';

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
