import { paths } from '@/config/paths';
import { LegalPage } from '../components/legal-page.tsx';
import { TERMS_OF_SERVICE } from '../content/terms.ts';

export function Component() {
  return <LegalPage doc={TERMS_OF_SERVICE} path={paths.terms.href()} />;
}
