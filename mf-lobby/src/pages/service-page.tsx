import { ServiceScreen } from '../features/service/service-screen.tsx';

/** /m/service. */
export default function ServicePage() {
  return <ServiceScreen />;
}
