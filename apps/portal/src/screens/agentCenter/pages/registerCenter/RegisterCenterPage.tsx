import * as screen from '../../../../blocks/Screen.css';
import { InviteLinkSection } from './parts/InviteLinkSection';
import { RegisterDownlineForm } from './parts/RegisterDownlineForm';

/** Registration centre (SPEC §2, §6): invite players by link, code or QR code, or open their accounts. */
export function RegisterCenterPage() {
  return (
    <div className={screen.panel}>
      <InviteLinkSection />
      <RegisterDownlineForm />
    </div>
  );
}
