import { paths } from '@/config/paths';
import { LegalPage } from '../components/legal-page.tsx';
import { PRIVACY_POLICY } from '../content/privacy.ts';

export function Component() {
  return <LegalPage doc={PRIVACY_POLICY} path={paths.privacy.href()} />;
}
