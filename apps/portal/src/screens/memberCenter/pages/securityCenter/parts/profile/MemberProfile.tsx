import { REAL_NAME_RULE, ruleFromConfig, type ProfileRules } from '@portal/api-contract/validation';
import { Skeleton } from '@portal/ui';
import { useSessionQuery } from '../../../../../../api/contractQuery';
import { usePermission, useWhiteLabel } from '../../../../../../api/system';
import { usePortalEnvironment } from '../../../../../../environment/environment';
import { mobileRuleOf } from '../../../../../../popups/support';
import { QueryView } from '../../../../../../blocks/QueryView';
import { AvatarPicker } from './AvatarPicker';
import { ProfileForm } from './ProfileForm';

/** The date `now` falls on where the member is, as yyyy-MM-dd (a date input's value). */
function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** My account's profile: the avatar picker and the fields the white label enables. */
export function MemberProfile() {
  const environment = usePortalEnvironment();
  const profile = useSessionQuery('member.profile', undefined);
  const whiteLabel = useWhiteLabel().data;
  const registerFields = usePermission().data?.register.fields;
  const mobileDigits = whiteLabel?.mobileDigits ?? null;
  // As the server checks them: the white label's mobile rule and its registration's real-name rule.
  const rules: ProfileRules = {
    today: localDate(environment.now()),
    ...(whiteLabel ? { mobile: mobileRuleOf(whiteLabel) } : {}),
    realName: ruleFromConfig(registerFields?.payeeName, REAL_NAME_RULE),
  };
  return (
    <QueryView query={profile} loading={<Skeleton shape="block" blockSize="480px" />}>
      {(value) => (
        <>
          <AvatarPicker profile={value} />
          <ProfileForm profile={value} rules={rules} mobileDigits={mobileDigits} />
        </>
      )}
    </QueryView>
  );
}
