import { useSession, displayName } from '../../auth';

export default function AdminDashboardPage() {
  const { user } = useSession();
  return (
    <section>
      <title>Admin dashboard</title>
      <h1 className="text-2xl font-semibold">Admin dashboard</h1>
      {user ? (
        <p className="mt-2 text-neutral-700">
          {displayName(user)} · <span className="font-semibold">{user.roles.join(', ')}</span>
        </p>
      ) : null}
      <p className="mt-6 max-w-2xl text-neutral-700">
        From here admins look after the people in the business: the list of all users, the requests
        associates send, and their approval.
      </p>
    </section>
  );
}
