import { Button } from '@lingon/design-system/button';
import { Link } from 'react-router';

/** The global error display: something failed that the page could not handle itself. */
export function ErrorPage({ details }: { details?: string }) {
  return (
    <div className="flex flex-col items-start gap-6">
      <h1 className="text-3xl font-bold text-fg sm:text-4xl">Något gick fel</h1>
      <p className="max-w-prose text-lg text-muted">
        Ett oväntat fel inträffade och sidan kunde inte visas. Försök igen om en liten stund.
        Fortsätter det kan du kontakta vår kundservice.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          Ladda om sidan
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Till startsidan</Link>
        </Button>
      </div>
      {details ? (
        <pre className="max-w-full overflow-x-auto rounded-md bg-surface-muted p-4 text-sm text-fg">
          {details}
        </pre>
      ) : null}
    </div>
  );
}
