import { Card, Tabs } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';

export interface HomeTab {
  key: string;
  label: string;
  content: ReactNode;
}

export interface HomeSectionProps {
  id: string;
  title: string;
  tabs: HomeTab[];
  /** The full list this section previews. */
  seeAll?: { to: string; text: string; label: string };
}

/** A titled panel of Home with tabs (Favorite / Mine, Viewed / Edited / Created) and a "See all" link. */
export function HomeSection({ id, title, tabs, seeAll }: HomeSectionProps): ReactElement {
  const headingId = `home-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <Card
        size="small"
        title={
          <h3 id={headingId} style={{ margin: 0, fontSize: 16 }}>
            {title}
          </h3>
        }
        extra={
          seeAll ? (
            <Link to={seeAll.to} aria-label={seeAll.label}>
              {seeAll.text}
            </Link>
          ) : undefined
        }
      >
        <Tabs
          size="small"
          items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.content }))}
        />
      </Card>
    </section>
  );
}
