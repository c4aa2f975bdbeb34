import { Outlet } from 'react-router';

// The /app shell: the auth work replaces this with the session guard, sidebar and sign-out.
export default function AppShell() {
  return <Outlet />;
}
