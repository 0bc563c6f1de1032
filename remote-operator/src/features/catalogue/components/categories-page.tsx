import { useRef } from 'react';
import { useCategoryList } from '../hooks/use-category-list';
import { CategoryForm } from './category-form';
import { CategoryRow } from './category-row';
import '../../../components/operator.css';
import './catalogue.css';
import { DashboardPage, EmptyState, LoadError, LoadingNote } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

/** /operator/categories: the shop's categories in order; add, rename, move and delete. */
export function CategoriesPage() {
  const { categories, list, moving, moved, moveError, announcement, added, renamed, move, remove } =
    useCategoryList();
  const heading = useRef<HTMLHeadingElement>(null);
  const mayChange = useMay('catalogue.write');

  let content;
  if (categories.failure) {
    content = (
      <LoadError what="the categories" failure={categories.failure} onRetry={categories.retry} />
    );
  } else if (!categories.data) {
    content = <LoadingNote>Loading the categories</LoadingNote>;
  } else if (list.length === 0) {
    content = (
      <EmptyState>
        <p>The store has no categories yet.{mayChange && ' Add the first one above.'}</p>
      </EmptyState>
    );
  } else {
    content = (
      <ol className="db-cat-categories">
        {list.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            position={index + 1}
            first={index === 0}
            last={index === list.length - 1}
            moving={moving}
            moved={moved?.id === category.id ? moved : null}
            onRenamed={renamed}
            onMove={(direction) => void move(category, direction)}
            onDelete={async () => {
              const refusal = await remove(category);
              // The row is gone: the list's heading keeps the focus on the page.
              if (!refusal) heading.current?.focus();
              return refusal;
            }}
          />
        ))}
      </ol>
    );
  }

  return (
    <DashboardPage title="Categories">
      <div className="db-op-stack">
        {mayChange && <CategoryForm category={null} idPrefix="db-cat-add" onSaved={added} />}
        <section aria-labelledby="db-cat-order">
          <h2 id="db-cat-order" ref={heading} tabIndex={-1}>
            In the shop&apos;s order
          </h2>
          <p className="db-op-muted">
            Customers see the categories in this order. A category that still holds products cannot
            be deleted.
          </p>
          <p className="db-visually-hidden" role="status">
            {announcement}
          </p>
          {moveError && (
            <p className="db-alert" role="alert">
              {moveError}
            </p>
          )}
          {content}
        </section>
      </div>
    </DashboardPage>
  );
}
