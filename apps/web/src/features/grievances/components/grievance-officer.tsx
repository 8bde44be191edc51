import { Link } from 'wouter';
import { formatPhone, phoneHref } from '@saathi/shared/phone';
import { useCompanySettings } from '../../company';
import { useGrievancesT } from '../messages';
import { GRIEVANCE_PATH } from '../paths';

/**
 * The grievance officer's name and contact with the way to file (Direct Selling Rules 2021 rule
 * 4(8); E-Commerce Rules 2020 rule 4(4)): in every page's footer and on the contact page.
 */
export default function GrievanceOfficer() {
  const { grievanceOfficer: officer } = useCompanySettings();
  const t = useGrievancesT();
  return (
    <p data-testid="grievance-officer">
      {t('grievances.officer')} {officer.name}, {officer.designation} ·{' '}
      <a href={`mailto:${officer.email}`} className="underline">
        {officer.email}
      </a>{' '}
      ·{' '}
      <a href={phoneHref(officer.phone)} className="underline">
        {formatPhone(officer.phone)}
      </a>{' '}
      ·{' '}
      <Link to={GRIEVANCE_PATH} className="underline">
        {t('grievances.fileTitle')}
      </Link>
    </p>
  );
}
