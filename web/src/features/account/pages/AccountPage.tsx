import { BRAND } from '../../../../../shared/brand';
import { MemberPage } from '../../../components/layout/MemberPage';
import { TotpSection } from '../components/TotpSection';

/** /membre/compte: the account's security, starting with the second factor (issue 20). */
export default function AccountPage() {
  return (
    <MemberPage title="Mon compte" lead={`La sécurité de ton compte ${BRAND.name}.`} maxW="3xl">
      <TotpSection />
    </MemberPage>
  );
}
