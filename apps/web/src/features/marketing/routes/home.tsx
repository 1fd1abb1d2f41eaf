import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <>
      <PageMeta
        title="Bitcoin for Business"
        description="Bitcoin advisory for business leaders, CFOs and real estate investors."
        path="/"
      />
      <section className="mx-auto max-w-7xl px-4 py-20 text-center">
        <h1 className="text-4xl font-bold md:text-6xl">Bitcoin for Business</h1>
        <div className="mt-8 flex justify-center gap-4">
          <Button asChild size="lg">
            <Link to={paths.contact.href()}>Schedule a Consultation</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.services.href()}>Explore Services</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
