import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { Button } from '@ekran/ui';

/** «Создать кампанию»: a link to a new campaign's wizard, as the dashboard and the list show it. */
export function CreateCampaignButton() {
  return (
    <Button asChild>
      <Link to="/create-company">
        <Plus aria-hidden />
        Создать кампанию
      </Link>
    </Button>
  );
}
