import { Award, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/**
 * SPEC §2: at 100% a 'Congratulations!' card offers 'Download Certificate'. Certificates are not built yet
 * (issue 12, part 2), so the button is shown disabled with a note saying so, rather than a dead button.
 */
export function CongratulationsCard({ courseName }: { courseName: string }) {
  return (
    <Card className="border-green-600 bg-green-50">
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center">
        <Award className="size-10 text-green-800" aria-hidden="true" />
        <h2 className="text-xl font-bold text-green-900">Congratulations!</h2>
        <p className="text-green-900">You have completed every module of {courseName}.</p>
        <Button disabled aria-describedby="certificate-note">
          <Download aria-hidden="true" />
          Download Certificate
        </Button>
        <p id="certificate-note" className="text-sm text-green-900">
          Certificates are coming soon: this button will give you a verifiable PDF.
        </p>
      </CardContent>
    </Card>
  );
}
