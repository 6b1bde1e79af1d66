/**
 * /contract/:shareToken reached inside the app (the portal's contract links). A link opened directly
 * is rendered by the server and hydrated by its own entry (contract-main.tsx, decision 0150); both
 * show the same PublicContractView.
 */
import { useParams } from 'react-router';
import { PublicContractView } from './PublicContractView';

export default function PublicContractPage() {
  const { shareToken = '' } = useParams();
  return <PublicContractView token={shareToken} />;
}
