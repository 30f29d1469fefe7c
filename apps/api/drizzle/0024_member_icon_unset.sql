-- A member who never picked an avatar has no icon (the portal shows its neutral person icon).
-- Rows written under the old default keep '1': nothing recorded tells a default '1' from a member
-- who picked avatar 1, and clearing a real choice would lose it.
ALTER TABLE "members" ALTER COLUMN "icon" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "icon" DROP NOT NULL;
