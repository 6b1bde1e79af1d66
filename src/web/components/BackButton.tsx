/** 'Back': to the page the user came from in this tab, else to `fallback` (a page opened from a link or an e-mail). */
import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@web/components/ui';

export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const hasHistory = typeof window !== 'undefined' && Boolean((window.history.state as { idx?: number } | null)?.idx);
  return (
    <Button variant="ghost" size="sm" className="mb-2 -ml-2" onClick={() => (hasHistory ? navigate(-1) : navigate(fallback))}>
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
