import { useOutletContext } from 'react-router-dom';
import type { Campaign, UserRole, Video } from '@ekran/api';
import type { ChecklistItem } from './wizard-rules';

/** What the wizard frame hands to each step. */
export type WizardContextValue = {
  /** Campaign id from the URL; null on `/create-company` before the first save. */
  id: string | null;
  campaign: Campaign | null;
  videos: Video[];
  /** Videos the server sent in a shape the wizard cannot show (left out of `videos`). */
  videosOmitted: number;
  checklist: ChecklistItem[];
  /**
   * The user's role; undefined while get_me (and, when needed, the organization) is still asked,
   * null when neither told it (failed, or a value the app does not know). Without a role the
   * agency percent stays as it is (wizard-rules).
   */
  role: UserRole | null | undefined;
  /** The server refuses edits (moderation, finished, archived). */
  locked: boolean;
};

export const useWizard = () => useOutletContext<WizardContextValue>();
