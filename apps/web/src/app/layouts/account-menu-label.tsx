import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';

/** What the account button shows: the icon, the name from xl, the chevron. */
export function AccountMenuLabel({ name }: { name: string }) {
  return (
    <>
      <UserIcon />
      <span className="hidden max-w-32 truncate xl:inline">{name}</span>
      <ChevronDownIcon />
    </>
  );
}
