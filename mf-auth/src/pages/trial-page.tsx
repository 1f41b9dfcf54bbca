import layout from '../components/form-layout/form-layout.module.css';
import { TrialView } from '../features/trial/trial-view.tsx';

/** /m/trail (the shell's header shows the title and a back arrow home). */
export default function TrialPage() {
  return (
    <div className={layout.page}>
      <TrialView />
    </div>
  );
}
