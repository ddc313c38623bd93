import { useOutletContext } from 'react-router-dom';
import type { Campaign, Video } from '@ekran/api';
import type { ChecklistItem } from './wizard-rules';

/** What the wizard frame hands to each step. */
export type WizardContextValue = {
  /** Campaign id from the URL; null on `/create-company` before the first save. */
  id: string | null;
  campaign: Campaign | null;
  videos: Video[];
  checklist: ChecklistItem[];
  isAgency: boolean;
  /** The server refuses edits (moderation, finished, archived). */
  locked: boolean;
};

export const useWizard = () => useOutletContext<WizardContextValue>();
