import { announcementPopupMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  announcementPopupStoryInput,
  announcementPopupWalk,
  provideAnnouncementPopupStory,
} from './AnnouncementPopup.walk';

describeWalk({
  machine: announcementPopupMachine,
  walk: announcementPopupWalk,
  input: announcementPopupStoryInput,
  provide: provideAnnouncementPopupStory,
});
