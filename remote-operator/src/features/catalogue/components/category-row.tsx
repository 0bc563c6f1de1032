import { useEffect, useRef, useState } from 'react';
import type { OperatorCategory } from '@storefront/shared/operator-contracts';
import type { Direction, Moved } from '../hooks/use-category-list';
import { CategoryForm } from './category-form';
import { useMay } from '../../../lib/staff-role';

export interface CategoryRowProps {
  category: OperatorCategory;
  /** 1 for the first in the shop's order. */
  position: number;
  first: boolean;
  last: boolean;
  /** A move is on its way: no other may start. */
  moving: boolean;
  /** Set right after this category moved, to bring the focus back to its button. */
  moved: Moved | null;
  onRenamed: (category: OperatorCategory) => void;
  onMove: (direction: Direction) => void;
  /** Null when deleted; else why not. */
  onDelete: () => Promise<string | null>;
}

/** One category: its name, count and actions; Edit opens the rename form in its place. */
export function CategoryRow(props: CategoryRowProps) {
  const mayChange = useMay('catalogue.write');
  const { category, position, first, last, moving, moved, onRenamed, onMove, onDelete } = props;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  const name = <span className="db-visually-hidden"> {category.name}</span>;

  useEffect(() => {
    if (!moved) return;
    // At the top or bottom, the button used is now disabled: the other one takes the focus.
    const wanted = moved.direction === 'up' ? upButton : downButton;
    const other = moved.direction === 'up' ? downButton : upButton;
    (wanted.current?.disabled ? other : wanted).current?.focus();
  }, [moved]);

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  async function confirmDelete() {
    setDeleting(true);
    const reason = await onDelete();
    // A deleted row is gone; only a refusal stays to be read.
    if (reason) {
      setDeleting(false);
      setConfirming(false);
      setRefusal(reason);
      deleteButton.current?.focus();
    }
  }

  return (
    <li className="db-cat-category">
      {editing ? (
        <CategoryForm
          category={category}
          idPrefix={`db-cat-rename-${category.id}`}
          onSaved={(saved) => {
            onRenamed(saved);
            stopEditing();
          }}
          onCancel={stopEditing}
        />
      ) : (
        <div className="db-cat-category__info">
          <div className="db-cat-category__title">
            {/* The list itself tells screen readers the position. */}
            <span className="db-cat-category__position" aria-hidden="true">
              {position}.
            </span>
            <h3 className="db-cat-category__name">{category.name}</h3>
          </div>
          {category.description && <p className="db-op-muted">{category.description}</p>}
          <p className="db-cat-category__count">
            {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
          </p>
        </div>
      )}
      {!editing && mayChange && (
        <div className="db-op-actions db-cat-category__actions">
          <button
            ref={editButton}
            type="button"
            className="db-action db-op-quiet"
            onClick={() => {
              setRefusal(null);
              setEditing(true);
            }}
          >
            Edit{name}
          </button>
          <button
            ref={upButton}
            type="button"
            className="db-action db-op-quiet"
            disabled={first || moving}
            onClick={() => onMove('up')}
          >
            Move up{name}
          </button>
          <button
            ref={downButton}
            type="button"
            className="db-action db-op-quiet"
            disabled={last || moving}
            onClick={() => onMove('down')}
          >
            Move down{name}
          </button>
          <button
            ref={deleteButton}
            type="button"
            className="db-action db-op-danger"
            aria-expanded={confirming}
            onClick={() => {
              setRefusal(null);
              setConfirming(true);
            }}
          >
            Delete{name}
          </button>
        </div>
      )}
      {confirming && (
        <div className="db-cat-confirm" role="group" aria-label={`Delete ${category.name}?`}>
          <p>
            Delete <strong>{category.name}</strong>? This cannot be undone.
          </p>
          <div className="db-op-actions">
            <button
              type="button"
              className="db-action db-op-danger"
              disabled={deleting}
              onClick={() => void confirmDelete()}
            >
              Yes, delete{name}
            </button>
            <button
              ref={keepButton}
              type="button"
              className="db-action db-op-quiet"
              disabled={deleting}
              onClick={() => {
                setConfirming(false);
                deleteButton.current?.focus();
              }}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
      {refusal && (
        <p className="db-alert" role="alert">
          {refusal}
        </p>
      )}
    </li>
  );
}
