import { css } from '@emotion/react';
import { Button, theme, useCurrentLocation } from '@clinic/platform';
import { Tabs } from '@clinic/platform/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { CreateLeadPanel } from './create/CreateLeadPanel';
import { FollowUpsTab } from './followups/FollowUpsTab';
import { LeadsTab } from './list/LeadsTab';

type TabId = 'leads' | 'followups';

/** `?s=` of the address: an e-mail to search for. */
function searchOf(query: string): string {
  return new URLSearchParams(query).get('s')?.trim() ?? '';
}

/** The Leads screen (booking-leads-calendar.md 2): the Leads and Follow-ups tabs and the Create Lead panel. */
export function LeadsScreen() {
  const { t } = useTranslation(NS.staff);
  const { search: query } = useCurrentLocation();
  const [tab, setTab] = useState<TabId>('leads');
  const [search, setSearch] = useState(() => searchOf(query));
  const [creating, setCreating] = useState(false);

  const lookup = (email: string) => {
    setSearch(email);
    setTab('leads');
  };

  return (
    <div css={css({ display: 'grid', gap: theme.space(3) })}>
      <div css={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button variant={creating ? 'secondary' : 'primary'} onClick={() => setCreating((open) => !open)} aria-expanded={creating}>
          {creating ? t('screen.closeCreateLead') : t('screen.createLead')}
        </Button>
      </div>
      {creating ? <CreateLeadPanel onClose={() => setCreating(false)} onLookup={lookup} /> : null}
      <Tabs
        label={t('screen.tabsLabel')}
        value={tab}
        onChange={(id) => setTab(id as TabId)}
        tabs={[
          { id: 'leads', label: t('screen.leadsTab'), content: <LeadsTab search={search} onSearchChange={setSearch} /> },
          { id: 'followups', label: t('screen.followUpsTab'), content: <FollowUpsTab onLookup={lookup} /> },
        ]}
      />
    </div>
  );
}
