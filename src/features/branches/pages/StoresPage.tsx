import { BranchesScreen } from '../components/BranchesScreen';

/** /store */
export default function StoresPage() {
  return <BranchesScreen kind="stores" />;
}
