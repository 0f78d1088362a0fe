'use client';

import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/auth/return-to';

export function LogoutButton() {
  const [error, setError] = useState<string | null>(null);
  async function logout() {
    setError(null);
    try {
      await signOut({ redirect: false });
      window.location.assign(loginPath('/dashboard'));
    } catch {
      setError('Unable to logout!');
    }
  }
  return (
    <div className="flex items-center gap-3">
      {error ? <span role="alert" className="text-sm text-danger">{error}</span> : null}
      <Button variant="secondary" onClick={logout}>Logout</Button>
    </div>
  );
}
