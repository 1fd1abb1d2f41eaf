import { paths } from '@/config/paths';
import { LegalPage } from '../components/legal-page';
import { PRIVACY_POLICY } from '../content/privacy';

export function Component() {
  return <LegalPage doc={PRIVACY_POLICY} route={paths.privacy.path} path={paths.privacy.href()} />;
}
