import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccessGate } from '../components/access-gate';
import { CourseManagement } from '../components/course-management';
import { ModuleManagement } from '../components/module-management';

/** /admin/education (SPEC §2 Admin education management), behind its own server-side access gate. */
export function Component() {
  return (
    <AccessGate>
      <title>Education Management | Admin</title>
      <div className="space-y-6">
        <h1 className="text-2xl font-bold md:text-3xl">Education Management</h1>
        <Tabs defaultValue="courses">
          <TabsList className="max-w-md">
            <TabsTrigger value="courses">Course Management</TabsTrigger>
            <TabsTrigger value="modules">Module Management</TabsTrigger>
          </TabsList>
          <TabsContent value="courses">
            <CourseManagement />
          </TabsContent>
          <TabsContent value="modules">
            <ModuleManagement />
          </TabsContent>
        </Tabs>
      </div>
    </AccessGate>
  );
}
