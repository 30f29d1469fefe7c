import type { ScreenProps } from '../../routes/table';
import { AppDownloadPage } from './AppDownloadPage';
import { WinnersPage } from './WinnersPage';

/** Pages for everyone, logged in or not: the app download page and the winners list. */
export default function VisitorScreen({ route }: ScreenProps) {
  return route.name === 'winners' ? <WinnersPage /> : <AppDownloadPage />;
}
