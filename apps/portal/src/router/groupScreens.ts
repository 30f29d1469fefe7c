import { lazyScreen, type LazyScreen } from '../routes/lazyScreen';
import type { ScreenGroup, ScreenProps } from '../routes/table';

/** One chunk per screen group (SPEC §2), loaded the first time one of its routes shows. */
export const groupScreens: Record<ScreenGroup, LazyScreen<ScreenProps>> = {
  Promotions: lazyScreen(() => import('../screens/promotions/PromotionsScreen')),
  Seamless: lazyScreen(() => import('../screens/seamless/SeamlessScreen')),
  Lottery: lazyScreen(() => import('../screens/lottery/LotteryScreen')),
  MemberCenter: lazyScreen(() => import('../screens/memberCenter/MemberCenterScreen')),
  PointMall: lazyScreen(() => import('../screens/pointMall/PointMallScreen')),
  AccountGame: lazyScreen(() => import('../screens/accountGame/AccountGameScreen')),
  GameListCenter: lazyScreen(() => import('../screens/gameList/GameListScreen')),
  GameCenter: lazyScreen(() => import('../screens/gameCenter/GameCenterScreen')),
  Visitor: lazyScreen(() => import('../screens/visitor/VisitorScreen')),
};
