import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CreateCampaignButton } from './create-campaign-button';

describe('CreateCampaignButton', () => {
  it('links to a new campaign’s wizard', () => {
    render(
      <MemoryRouter>
        <CreateCampaignButton />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Создать кампанию' }).getAttribute('href')).toBe(
      '/create-company',
    );
  });
});
