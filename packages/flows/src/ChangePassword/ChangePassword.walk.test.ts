import { mockTokens } from '@portal/api-contract/mocks';
import { changePasswordMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  changePasswordWalk,
  changePasswordWalkInput,
  provideChangePasswordStory,
} from './ChangePassword.walk';

describeWalk({
  machine: changePasswordMachine,
  walk: changePasswordWalk,
  input: changePasswordWalkInput,
  provide: provideChangePasswordStory,
  token: mockTokens.member,
});
