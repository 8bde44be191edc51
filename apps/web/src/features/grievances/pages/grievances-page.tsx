import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth';
import GrievanceOfficer from '../components/grievance-officer';
import { FileGrievanceForm } from '../components/file-grievance-form';
import { GrievanceStatus } from '../components/grievance-status';
import { LookUpGrievance } from '../components/look-up-grievance';
import { getMyGrievances } from '../api/grievances';
import { useGrievancesT } from '../messages';

function MyGrievances() {
  const t = useGrievancesT();
  const mine = useQuery({ queryKey: ['grievances', 'mine'], queryFn: getMyGrievances });
  if (!mine.data?.length) return null;
  return (
    <section aria-labelledby="my-grievances" className="space-y-3">
      <h2 id="my-grievances" className="text-xl font-semibold">
        {t('grievances.yours')}
      </h2>
      {mine.data.map((grievance) => (
        <GrievanceStatus key={grievance.reference} grievance={grievance} />
      ))}
    </section>
  );
}

/** /grievances: file a grievance, look one up, and (signed in) see one's own. */
export default function GrievancesPage() {
  const { user } = useSession();
  const t = useGrievancesT();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{t('grievances.title')}</h1>
        <p>{t('grievances.intro')}</p>
        <GrievanceOfficer />
      </header>
      <section aria-labelledby="file-grievance" className="space-y-3">
        <h2 id="file-grievance" className="text-xl font-semibold">
          {t('grievances.fileTitle')}
        </h2>
        <FileGrievanceForm isSignedIn={Boolean(user)} />
      </section>
      {user ? <MyGrievances /> : null}
      <section aria-labelledby="look-up-grievance" className="space-y-3">
        <h2 id="look-up-grievance" className="text-xl font-semibold">
          {t('grievances.checkTitle')}
        </h2>
        <LookUpGrievance />
      </section>
    </div>
  );
}
