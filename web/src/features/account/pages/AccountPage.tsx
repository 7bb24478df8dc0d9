import { BRAND } from '../../../../../shared/brand';
import { MemberPage } from '../../../components/layout/MemberPage';
import { IdentitySection } from '../components/IdentitySection';
import { ConsentsSection } from '../components/ConsentsSection';
import { PasswordSection } from '../components/PasswordSection';
import { SessionsSection } from '../components/SessionsSection';
import { TotpSection } from '../components/TotpSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { DataExportSection } from '../components/DataExportSection';
import { RhythmSection } from '../components/RhythmSection';

/**
 * /membre/compte, 'Mon compte' (issue 22), linked from the dashboard's quick actions and the mobile Profil sheet.
 * One section per concern, in this order: who the member is (first name, e-mail), the password, the second factor,
 * the sessions, then consents, the data export, and the account's deletion last. Each section is its own component in
 * ../components and stands alone (its own queries, its own errors).
 */
export default function AccountPage() {
  return (
    <MemberPage title="Mon compte" lead={`Tes informations, la sécurité de ton compte ${BRAND.name}, les e-mails que tu reçois et tes données.`} maxW="3xl">
      <IdentitySection />
      <PasswordSection />
      <TotpSection />
      <SessionsSection />
      <RhythmSection />
      <ConsentsSection />
      <DataExportSection />
      <DeleteAccountSection />
    </MemberPage>
  );
}
