import { paths } from '@/config/paths';
import { LegalPage } from '../components/legal-page';
import { TERMS_OF_SERVICE } from '../content/terms';

export function Component() {
  return <LegalPage doc={TERMS_OF_SERVICE} route={paths.terms.path} path={paths.terms.href()} />;
}
