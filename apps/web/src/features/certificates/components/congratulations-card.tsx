import { Award, Download } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDownloadCertificate } from '../api/download-certificate';

/**
 * SPEC §2: at 100% a 'Congratulations!' card offers 'Download Certificate'. The button issues the
 * certificate (once per learner and course; again = the same code) and downloads the server's PDF; the
 * card then links the public page where anyone can check the code.
 */
export function CongratulationsCard({ courseId, courseName }: { courseId: string; courseName: string }) {
  const certificate = useDownloadCertificate();
  const code = certificate.data?.verification_code;
  return (
    <Card className="border-green-600 bg-green-50">
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center">
        <Award className="size-10 text-green-800" aria-hidden="true" />
        <h2 className="text-xl font-bold text-green-900">Congratulations!</h2>
        <p className="text-green-900">You have completed every module of {courseName}.</p>
        <Button disabled={certificate.isPending} onClick={() => certificate.mutate(courseId)}>
          <Download aria-hidden="true" />
          {certificate.isPending ? 'Preparing...' : 'Download Certificate'}
        </Button>
        <p className="text-sm text-green-900" aria-live="polite">
          {code ? (
            <>
              Verification code <span className="font-mono font-semibold">{code}</span>:{' '}
              <Link to={paths.certificate.href(code)} className="font-medium underline">
                anyone can check it here
              </Link>
              .
            </>
          ) : (
            'A PDF with your name, the course, the date and a verification code anyone can check.'
          )}
        </p>
      </CardContent>
    </Card>
  );
}
