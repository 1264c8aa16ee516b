import { BranchesScreen } from '../components/BranchesScreen';

/** /warehouse */
export default function WarehousesPage() {
  return <BranchesScreen kind="warehouse" />;
}
